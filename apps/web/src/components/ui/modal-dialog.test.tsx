import * as Dialog from '@radix-ui/react-dialog';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

const escape = () =>
  new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });

describe('a native modal dialog', () => {
  // jsdom has the element but not its methods: open and close as a browser does, without the
  // browser's own Escape (which a prevented keydown would stop anyway).
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('closes alone on Escape inside a Radix layer (the recipe sheet), which stays open', async () => {
    const onClose = vi.fn();
    const onSheetOpenChange = vi.fn();
    render(
      <Dialog.Root open onOpenChange={onSheetOpenChange}>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Red Lentil Dal</Dialog.Title>
            <ModalDialog open onClose={onClose} title="Plan this recipe">
              <button type="button">Today</button>
            </ModalDialog>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    const today = screen.getByRole('button', { name: 'Today' });
    today.focus();
    const key = escape();
    await act(async () => {
      today.dispatchEvent(key);
    });
    expect(key.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSheetOpenChange).not.toHaveBeenCalled();
  });

  it('leaves an Escape outside it alone, and takes none once closed', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ModalDialog open onClose={onClose} title="Plan this recipe">
        <button type="button">Today</button>
      </ModalDialog>,
    );
    const outside = document.createElement('button');
    document.body.append(outside);
    await act(async () => {
      outside.dispatchEvent(escape());
    });
    outside.remove();
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <ModalDialog open={false} onClose={onClose} title="Plan this recipe">
        <button type="button">Today</button>
      </ModalDialog>,
    );
    onClose.mockClear(); // Its close event, closed by its owner.
    const key = escape();
    await act(async () => {
      document.body.dispatchEvent(key);
    });
    expect(key.defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
