/**
 * What a parent entered before a form's script started (the server's HTML is a working form):
 * every control's value by name (a ticked box's or chosen radio button's; empty ones left out).
 * Read once, as the script starts, so that nothing typed or ticked while the page was still
 * getting ready is lost.
 */
export function typedBeforeStart(root: Element | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const control of root?.querySelectorAll("input, textarea, select") ?? []) {
    const { name, value } = control as HTMLInputElement;
    const ticked = !(control instanceof HTMLInputElement) || control.checked;
    const choice = control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type);
    if (name && value.trim() !== "" && (ticked || !choice)) typed[name] = value;
  }
  return typed;
}
