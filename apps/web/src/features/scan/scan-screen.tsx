/**
 * /build/scan?url=… (SPEC §2): a recipe from a link, from photos or from pasted text. Whatever
 * the way in, the result is a draft kept on this device (lib/scanned-drafts.ts) and opened on
 * /build/add?draft={id} to tweak and save.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { saveDraft, type ScannedDraft } from '../../lib/scanned-drafts.ts';
import { BookmarkletHint } from './bookmarklet-hint.tsx';
import { LinkScan } from './link-scan.tsx';
import { PasteText } from './paste-text.tsx';
import { PhotoScan } from './photo-scan.tsx';
import { UnsavedDrafts } from './unsaved-drafts.tsx';

export function ScanScreen() {
  const [params] = useSearchParams();
  const initialUrl = params.get('url') ?? '';
  const navigate = useNavigate();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [openCamera, setOpenCamera] = useState(0);
  const [failedUrl, setFailedUrl] = useState('');

  const openDraft = (draft: ScannedDraft) => {
    const id = saveDraft(draft);
    void navigate(`/build/add?draft=${encodeURIComponent(id)}`, { replace: true });
  };

  return (
    <section className="space-y-4 pb-8">
      <PageHeading title="Scrape recipe">
        Turn a link or photos into a recipe you can tweak and save.
      </PageHeading>
      <UnsavedDrafts />
      <LinkScan
        initialUrl={initialUrl}
        onDraft={openDraft}
        onFallback={(kind, url) => {
          setFailedUrl(url);
          if (kind === 'paste') setPasteOpen(true);
          else setOpenCamera((count) => count + 1);
        }}
      />
      <PhotoScan sourceUrl={failedUrl} openCamera={openCamera} onDraft={openDraft} />
      <PasteText
        open={pasteOpen}
        sourceUrl={failedUrl}
        onOpen={() => setPasteOpen(true)}
        onDraft={openDraft}
      />
      <BookmarkletHint />
    </section>
  );
}
