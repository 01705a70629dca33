/** The text a screen reader announces as a control's description: its aria-describedby elements, in order. */
export function accessibleDescription(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent.trim() ?? '').filter(Boolean).join(' ');
}
