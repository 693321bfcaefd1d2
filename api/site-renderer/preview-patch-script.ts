// The preview document's one script: the patch protocol of the live preview (docs/rules/site-rendering.md
// #the-patch-protocol). It tells the app's panel it is ready, then takes new markup from the panel, and
// only from the panel: the message must come from the parent window and from the app's origin. Plain
// ES2017 text, so it runs as written in any browser that shows the preview.

import { PREVIEW_MESSAGES } from '../preview/preview.shared'

export { PREVIEW_MESSAGES }

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i

/** `value` when it is a bare origin (scheme, host, port), else null: the script then never acts. */
export function previewOrigin(value: string | undefined): string | null {
  return value && ORIGIN.test(value) ? value.toLowerCase() : null
}

const SCRIPT = `(function (w, d, origin) {
  var parent = w.parent;
  function post(type) {
    if (origin && parent && parent !== w) parent.postMessage({ type: type }, origin);
  }
  w.addEventListener('message', function (event) {
    var data = event.data;
    if (!origin || event.source !== parent || event.origin !== origin) return;
    if (!data || data.type !== '${PREVIEW_MESSAGES.html}' || typeof data.html !== 'string') return;
    var next = new DOMParser().parseFromString(data.html, 'text/html');
    var x = w.scrollX, y = w.scrollY;
    var style = d.querySelector('style'), nextStyle = next.querySelector('style');
    if (style && nextStyle) style.textContent = nextStyle.textContent;
    d.title = next.title;
    var root = d.documentElement, nextRoot = next.documentElement;
    root.setAttribute('lang', nextRoot.getAttribute('lang') || '');
    root.setAttribute('dir', nextRoot.getAttribute('dir') || 'ltr');
    d.body.replaceChildren.apply(d.body, Array.prototype.slice.call(next.body.childNodes));
    w.scrollTo(x, y);
    post('${PREVIEW_MESSAGES.patched}');
  });
  if (d.readyState === 'loading') {
    d.addEventListener('DOMContentLoaded', function () { post('${PREVIEW_MESSAGES.ready}'); });
  } else {
    post('${PREVIEW_MESSAGES.ready}');
  }
})(window, document, __APP_ORIGIN__);`
  .replace(/\n\s*/g, '')
  .replace(/\s*([=!(){};,:|&?+<>])\s*/g, '$1')

/** The script's text for `appOrigin` (an invalid or missing origin makes it inert). */
export function previewPatchScript(appOrigin: string | undefined): string {
  return SCRIPT.replace('__APP_ORIGIN__', JSON.stringify(previewOrigin(appOrigin)))
}
