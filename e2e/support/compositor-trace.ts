/**
 * What a DevTools trace of a page that stopped drawing says, for the failure's message (CI keeps
 * its log, not its attachments). The stall of decision 0029 (sessions 55, 72 and 73): the page's
 * compositor holds a pending tree that never becomes ready for activation, with no tile work
 * scheduled and the renderer idle. Session 73's trace had cc's categories only and could not say
 * whether an image decode the tree waits on never finished, or what the renderer's main thread
 * was doing; these categories and this summary say both.
 */

/**
 * The trace's categories: cc's scheduler and tile manager (session 72); every thread's tasks
 * (`toplevel`: the renderer's main thread, compositor, raster and decode workers, busy or not);
 * Blink's work on the main thread (`blink`, the DevTools timeline's "Decode Image", Paint,
 * Layout); Blink's image decoding (ImageFrameGenerator, DecodingImageGenerator).
 */
export const TRACE_CATEGORIES = [
  'cc',
  'disabled-by-default-cc.debug.scheduler',
  'disabled-by-default-cc.debug',
  'toplevel',
  'blink',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-blink.image_decoding',
];

/** The scheduler's state that tells what a compositor without frames waits on. */
const SCHEDULER_KEYS = new Set([
  'visible',
  'can_draw',
  'has_pending_tree',
  'pending_tree_is_ready_for_activation',
  'active_tree_needs_first_draw',
  'needs_redraw',
  'needs_prepare_tiles',
  'did_prepare_tiles',
  'needs_begin_main_frame',
  'begin_main_frame_state',
  'begin_impl_frame_state',
  'tree_priority',
  'scroll_handler_state',
  'processing_paint_worklets_for_pending_tree',
  'processing_animation_worklets_for_pending_tree',
  'current_pending_tree_is_impl_side',
  'commit_count',
  'last_frame_number_submit_performed',
  'last_frame_number_draw_performed',
  'current_frame_number',
]);

/** Activation refused while tiles are missing: the stalled compositor's own event. */
const NOT_ACTIVATING = 'Not activating because pending tree not ready';

/**
 * The compositor's events counted in the trace: tile work (raster, the tile manager's checks),
 * activation refused while tiles are missing, and frames not produced.
 */
const WORK_EVENTS = new Set([
  NOT_ACTIVATING,
  'LayerTreeHostImpl::DidNotProduceFrame',
  'ProxyImpl::Commit',
  'TileManager::CreateRasterTask',
  'RasterTask',
  'ScheduledTasks',
  'TileManager::CheckPendingGpuWorkAndIssueSignals',
  'LayerTreeHostImpl::NotifyTileStateChanged',
  'LayerTreeHostImpl::BuildRasterQueue',
]);

/**
 * Image decodes, asked for and done, in cc (the tile manager's decode tasks, `img.decode()`'s
 * queue, checker-imaging's deferred decodes, speculative decodes) and in Blink (the decoder run
 * for a tile or for the DevTools timeline), by the names Chromium 156 gives them.
 */
const DECODE_EVENT =
  /ImageDecode|DecodeImage|Decode Image|ImageFrameGenerator::decode|DecodingImageGenerator::getPixels|CheckerImageTracker::|DecodedImageTracker::|ImageController::/;

/**
 * Every thread's task, under `toplevel`: how busy a thread was. (The DevTools timeline's `RunTask`
 * wraps the same tasks again.)
 */
const TASK_CATEGORY = 'toplevel';

/** The thread that writes the trace itself: its work is the tracing's, not the page's. */
const TRACING_THREAD = 'PerfettoTrace';

/** The event of a Chromium JSON trace, as far as this reads it. */
interface TraceEvent {
  name?: string;
  cat?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  args?: unknown;
}

/** What one thread of the stalled renderer did in the trace. */
export interface ThreadWork {
  /** Tasks run (`toplevel`), and their time in ms. */
  tasks: number;
  busyMs: number;
  /** Events begun in the trace and not ended by its end, innermost last: what it still runs. */
  open: string[];
  /** Its events' time by name, in ms (a nested event counts in its parent too), most first (5). */
  top: Record<string, number>;
}

export interface TraceSummary {
  /** The stalled renderer's process id (by its refused activations, else the page's address). */
  renderer: number | null;
  /** The scheduler's last state in that renderer (in the whole trace when none was found). */
  scheduler: Record<string, unknown>;
  /** Counts of compositor work (WORK_EVENTS). */
  work: Record<string, number>;
  /** Counts of image decode events, by name; begun and unended ones as "name (not ended)". */
  decodes: Record<string, number>;
  /** The renderer's threads that ran a task or hold an event open, by name (CrRendererMain…). */
  threads: Record<string, ThreadWork>;
  /** The renderer's other threads (a raster worker that ran nothing), by name. */
  idleThreads: string[];
}

/** The scheduler's keys anywhere in an event's arguments (its state is nested a few levels). */
function readScheduler(value: unknown, into: Record<string, unknown>, depth = 0): void {
  if (!value || typeof value !== 'object' || depth > 8) return;
  for (const [key, inner] of Object.entries(value)) {
    if (SCHEDULER_KEYS.has(key) && (typeof inner !== 'object' || inner === null)) {
      into[key] = inner;
    } else readScheduler(inner, into, depth + 1);
  }
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * The stalled page's renderer: the process whose compositor refused to activate most often, else
 * the one the trace's start names for the page's address (DevTools' `TracingStartedInBrowser`).
 */
function stalledRenderer(events: TraceEvent[], url: string | undefined): number | null {
  const refused = new Map<number, number>();
  for (const event of events) {
    if (event.name === NOT_ACTIVATING && event.pid !== undefined) {
      refused.set(event.pid, (refused.get(event.pid) ?? 0) + 1);
    }
  }
  let found: number | null = null;
  for (const [pid, count] of refused)
    if (found === null || count > refused.get(found)!) found = pid;
  if (found !== null || url === undefined) return found;
  for (const event of events) {
    if (event.name !== 'TracingStartedInBrowser') continue;
    const frames = (event.args as { data?: { frames?: { url?: string; processId?: number }[] } })
      ?.data?.frames;
    const frame = frames?.find((candidate) => candidate.url === url);
    if (frame?.processId !== undefined) return frame.processId;
  }
  return null;
}

/**
 * Reads a Chromium JSON trace (`traceEvents`, or a bare list) taken while a page drew no frame:
 * the stalled renderer's scheduler state, its compositor and decode work, and each of its threads'
 * tasks and unfinished events. Events of the browser's other processes are left out once the
 * stalled renderer is known.
 */
export function summariseTrace(parsed: unknown, url?: string): TraceSummary {
  const events: TraceEvent[] = Array.isArray(parsed)
    ? (parsed as TraceEvent[])
    : ((parsed as { traceEvents?: TraceEvent[] } | null)?.traceEvents ?? []);
  const renderer = stalledRenderer(events, url);
  const ours = renderer === null ? events : events.filter((event) => event.pid === renderer);
  const scheduler: Record<string, unknown> = {};
  const work: Record<string, number> = {};
  const decodes: Record<string, number> = {};
  // Every named thread of the renderer, so one that ran nothing (a raster worker) says so.
  const threads: Record<string, ThreadWork> = {};
  const threadNames = new Map<number, string>();
  for (const event of renderer === null ? [] : ours) {
    if (event.ph !== 'M' || event.name !== 'thread_name' || event.tid === undefined) continue;
    const name = (event.args as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') threadNames.set(event.tid, name);
  }
  // Worker pools name several threads alike: those get their thread id.
  const named = [...threadNames.values()];
  for (const [tid, name] of threadNames) {
    const label = named.indexOf(name) === named.lastIndexOf(name) ? name : `${name} ${tid}`;
    threadNames.set(tid, label);
    if (name !== TRACING_THREAD) threads[label] = { tasks: 0, busyMs: 0, open: [], top: {} };
  }
  const stacks = new Map<string, string[]>();
  const taskEnds = new Map<string, number>();
  const spent = new Map<string, Record<string, number>>();
  const sorted = ours.filter((event) => event.ph !== 'M').sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  for (const event of sorted) {
    const name = event.name ?? '';
    readScheduler(event.args, scheduler);
    if (WORK_EVENTS.has(name)) increment(work, name);
    if (DECODE_EVENT.test(name) && event.ph !== 'E') increment(decodes, name);
    if (event.tid === undefined || renderer === null) continue;
    const thread = threadNames.get(event.tid) ?? `thread ${event.tid}`;
    if (thread === TRACING_THREAD) continue;
    const own = (threads[thread] ??= { tasks: 0, busyMs: 0, open: [], top: {} });
    const stack = stacks.get(thread) ?? [];
    stacks.set(thread, stack);
    if (event.ph === 'B') stack.push(name);
    else if (event.ph === 'E') stack.pop();
    const ms = (event.dur ?? 0) / 1000;
    if (event.ph !== 'X') continue;
    if (event.cat?.split(',').includes(TASK_CATEGORY)) {
      // A task's own toplevel events (a mojo message, an epoll wake-up) lie inside it.
      if ((event.ts ?? 0) >= (taskEnds.get(thread) ?? -Infinity)) {
        own.tasks += 1;
        own.busyMs += ms;
        taskEnds.set(thread, (event.ts ?? 0) + (event.dur ?? 0));
      }
    } else if (name !== 'RunTask') {
      const times = spent.get(thread) ?? {};
      times[name] = (times[name] ?? 0) + ms;
      spent.set(thread, times);
    }
  }
  for (const [thread, own] of Object.entries(threads)) {
    own.busyMs = Math.round(own.busyMs * 10) / 10;
    own.open = stacks.get(thread) ?? [];
    for (const name of own.open.filter((open) => DECODE_EVENT.test(open))) {
      increment(decodes, `${name} (not ended)`);
    }
    own.top = Object.fromEntries(
      Object.entries(spent.get(thread) ?? {})
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([name, ms]) => [name, Math.round(ms * 10) / 10]),
    );
  }
  const idleThreads = Object.keys(threads).filter(
    (thread) => threads[thread]!.tasks === 0 && threads[thread]!.open.length === 0,
  );
  for (const thread of idleThreads) delete threads[thread];
  return { renderer, scheduler, work, decodes, threads, idleThreads: idleThreads.sort() };
}
