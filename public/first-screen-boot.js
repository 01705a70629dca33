/* global document, requestAnimationFrame, MutationObserver */
// A page the server drew (docs/decisions/0093) asks for the app's code after the browser has painted the drawing.
// Asked for with the document, the modules held its stylesheet back, and run at once, their evaluation would hold
// the first frame back by the whole of it. A tab opened in the background paints nothing, so there it starts at once.
(() => {
  const { entry, modules } = document.currentScript.dataset;
  const start = () => {
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  keepWhatWasTyped(document.getElementById('root'));

  // Once the app has drawn its page, the drawing's title (React keeps its own, after it) and the answers the app
  // started from have served: a later title would read as the first one, and answers go stale in the page.
  const drawnTitle = document.head.querySelector('title');
  function forgetTheDrawing() {
    if (drawnTitle && document.head.querySelectorAll('title').length > 1) drawnTitle.remove();
    const answers = document.getElementById('lectern-first-screen');
    if (answers) answers.remove();
  }

  // The app draws its own page over the drawing. What a reader typed into the drawing's fields meanwhile (a grade,
  // a search), and where their focus was, move to the same fields of the app's page, found by id or label, as if
  // typed there: the app's own input handlers take it, so nothing typed is lost.
  function keepWhatWasTyped(root) {
    const drawing = root && root.firstElementChild;
    if (!drawing) return;
    // A field can be focused before this deferred script runs, while the rest of the document still arrives.
    let focused = drawing.contains(document.activeElement) ? document.activeElement : null;
    drawing.addEventListener('focusin', (event) => { focused = event.target; });
    // Focus leaving the drawing forgets it; the drawing itself going away does not.
    drawing.addEventListener('focusout', () => setTimeout(() => {
      if (drawing.isConnected && !drawing.contains(document.activeElement)) focused = null;
    }));
    const FIELDS = 'input, textarea, select';
    const labelOf = (field) => field.getAttribute('aria-label') || (field.labels && field.labels[0] ? field.labels[0].textContent.trim() : '');
    const sameField = (a, b) => a.tagName === b.tagName && (a.id === b.id || (labelOf(a) !== '' && labelOf(a) === labelOf(b)));
    const typedInto = (field) =>
      field.tagName === 'SELECT'
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file' && field.value !== field.defaultValue;
    const type = (field, value) => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
      setter.call(field, value);
      field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    };
    const counterpart = (old) => Array.from(root.querySelectorAll(FIELDS)).find((candidate) => sameField(old, candidate));
    let pending = null;
    // The field given the reader's focus: if the page draws it again while loading, the focus follows.
    let refocused = null;
    const focusLike = (old, field) => {
      field.focus();
      if (typeof old.selectionStart === 'number' && typeof field.setSelectionRange === 'function') field.setSelectionRange(old.selectionStart, old.selectionEnd);
      refocused = field;
    };
    const carryOver = () => {
      pending = pending.filter((old) => {
        const field = counterpart(old);
        if (!field) return true;
        if (typedInto(old)) type(field, old.value);
        if (old === focused) focusLike(old, field);
        return false;
      });
      if (refocused && !refocused.isConnected && document.activeElement === document.body) {
        const field = counterpart(focused);
        if (field) focusLike(focused, field);
      }
    };
    const observer = new MutationObserver((records) => {
      if (!pending) {
        if (!records.some((record) => Array.from(record.removedNodes).includes(drawing))) return;
        forgetTheDrawing();
        pending = Array.from(drawing.querySelectorAll(FIELDS)).filter((field) => field === focused || typedInto(field));
        // Fields the app's page does not show at once (still loading) are looked for as they arrive, for a while.
        setTimeout(() => observer.disconnect(), 5000);
      }
      carryOver();
      // Nothing left to place and no focus to follow: the rest of the page's changes are none of this script's.
      if (pending.length === 0 && !refocused) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
  }
})();
