// The preview document's one script: the patch protocol of the live preview (docs/rules/site-rendering.md
// #the-patch-protocol). It tells the app's panel it is ready, then takes new markup, or a section to
// scroll to, from the panel, and only from the panel: the message must come from the parent window and
// from the app's origin. A click on a link between the site's pages (inert in the preview: href="#",
// data-page) is told to the panel instead of followed. Plain ES2017 text, so it runs as written in any
// browser that shows the preview.

import { PREVIEW_MESSAGES } from '../preview/preview.shared'

export { PREVIEW_MESSAGES }

export const PREVIEW_SCROLL_TO = PREVIEW_MESSAGES.scrollTo
export const PREVIEW_NAVIGATE = PREVIEW_MESSAGES.navigate

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i

/** `value` when it is a bare origin (scheme, host, port), else null: the script then never acts. */
export function previewOrigin(value: string | undefined): string | null {
  return value && ORIGIN.test(value) ? value.toLowerCase() : null
}

const SCRIPT = `(function (w, d, origin) {
  var parent = w.parent;
  function send(message) {
    if (origin && parent && parent !== w) parent.postMessage(message, origin);
  }
  function post(type) { send({ type: type }); }
  function patch(html) {
    var next = new DOMParser().parseFromString(html, 'text/html');
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
  }
  function scrollToSection(id) {
    var target = d.getElementById('s-' + id);
    if (!target) return;
    var still = w.matchMedia && w.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }
  w.addEventListener('message', function (event) {
    var data = event.data;
    if (!origin || event.source !== parent || event.origin !== origin || !data) return;
    if (data.type === '${PREVIEW_MESSAGES.html}' && typeof data.html === 'string') patch(data.html);
    else if (data.type === '${PREVIEW_SCROLL_TO}' && typeof data.id === 'string') scrollToSection(data.id);
  });
  d.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a[data-page]') : null;
    if (!link) return;
    event.preventDefault();
    send({ type: '${PREVIEW_NAVIGATE}', page: link.getAttribute('data-page') || '' });
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
