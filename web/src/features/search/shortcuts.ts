// The keyboard shortcuts of the signed-in pages, one list: the help dialog (?) shows it, and
// useShortcuts acts on it.

export interface Shortcut {
  keys: readonly string[];
  /** What it does, as the help dialog says it. */
  label: string;
}

export const shortcuts: readonly Shortcut[] = [
  { keys: ['Ctrl', 'K'], label: '查找订单、提单、客户、供应商、发票、收付款（Mac 上为 ⌘ K）' },
  { keys: ['Ctrl', 'S'], label: '保存光标所在的表单（Mac 上为 ⌘ S）' },
  { keys: ['Esc'], label: '关闭对话框' },
  { keys: ['/'], label: '定位到列表的查询条件' },
  { keys: ['?'], label: '显示快捷键说明' },
  { keys: ['↑', '↓'], label: '在查找结果中上下移动' },
  { keys: ['Enter'], label: '打开选中的查找结果' },
];

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
