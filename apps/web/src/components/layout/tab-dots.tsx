import { useNavigate } from 'react-router';
import { TABS, type TabIndex } from '../../app/tabs.ts';

/**
 * The three dots at the bottom that switch tabs (SPEC §2), on phones and tablets; a wide screen has
 * room for the header's tabs alone and no pager dots (issue 17).
 */
export function TabDots({ currentTab }: { currentTab: TabIndex }) {
  const navigate = useNavigate();
  return (
    <nav
      aria-label="Tab dots"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex lg:hidden justify-center gap-1 bg-gradient-to-t from-paper via-paper/90 to-transparent pt-6 pb-[max(env(safe-area-inset-bottom),0.75rem)] [&>button]:pointer-events-auto"
    >
      {TABS.map((tab) => {
        const active = tab.index === currentTab;
        return (
          <button
            key={tab.path}
            type="button"
            aria-label={`Go to ${tab.label}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => navigate(tab.path)}
            className="grid size-11 place-items-center rounded-full"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${active ? 'w-6 bg-brand-600' : 'w-2.5 bg-ink/25'}`}
            />
          </button>
        );
      })}
    </nav>
  );
}
