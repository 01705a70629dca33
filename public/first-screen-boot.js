/* global document, requestAnimationFrame */
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
})();
