// What the keyboard shortcuts of the signed-in pages do (HeaderSearch listens for them; the help
// dialog, KeyboardHelp, lists them).

/** True while the user types in a field: single-key shortcuts leave the key to the field. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

/** A dialog is open: page shortcuts wait until it closes. */
export function dialogOpen(): boolean {
  return (
    document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    ) !== null
  );
}

/**
 * Ctrl+S: submits the form holding the focus, as its save button would (not while that button
 * is disabled: a save is already running). Without a focused form, the page's only form (search
 * forms aside). Answers whether a form was submitted.
 */
export function saveFocusedForm(): boolean {
  const focused = document.activeElement?.closest('form');
  const forms = [
    ...document.querySelectorAll<HTMLFormElement>('main form, [role="dialog"] form'),
  ].filter((f) => f.getAttribute('role') !== 'search');
  const form =
    focused && focused.getAttribute('role') !== 'search'
      ? focused
      : forms.length === 1
        ? forms[0]
        : undefined;
  if (!form) return false;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button?.disabled) return false;
  form.requestSubmit(button ?? undefined);
  return true;
}

/** `/`: the first field of the list's search form. Answers whether one took the focus. */
export function focusListSearch(): boolean {
  const field = document.querySelector<HTMLElement>(
    'main form[role="search"] input:not([type="hidden"]):not([disabled]), main form[role="search"] [role="combobox"], main form[role="search"] button[aria-haspopup]',
  );
  if (!field) return false;
  field.focus();
  return true;
}
