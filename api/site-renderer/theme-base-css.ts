// The CSS every site shares (mobile first; logical properties, so Arabic mirrors by itself). Colours
// and faces are custom properties set by theme.ts; each section kind's rules are in theme-content-css.ts
// and templates override layout in theme-template-css.ts.

/** Joins a readable multi-line stylesheet into one line once, when the module loads. */
export const css = (source: string) => source.replace(/\n\s*/g, '')

export const BASE_CSS = css(`
  *,*::before,*::after{box-sizing:border-box}
  html{-webkit-text-size-adjust:100%;scroll-behavior:smooth;scroll-padding-top:1rem}
  @media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}}
  body{margin:0;font:400 1rem/1.65 var(--font);color:var(--ink);background:#fff;overflow-wrap:break-word}
  img{max-width:100%;height:auto;display:block}
  a{color:var(--accent);text-underline-offset:.18em}
  h1,h2,h3{font-family:var(--head);font-weight:var(--hw);line-height:1.2;margin:0 0 .6rem}
  h1{font-size:clamp(2.1rem,7vw,3.6rem)}
  h2{font-size:clamp(1.6rem,4.5vw,2.4rem)}
  h3{font-size:1.2rem}
  p{margin:0 0 1rem}
  :focus-visible{outline:3px solid var(--accent);outline-offset:3px}
  .wrap{width:min(100% - 2.5rem,72rem);margin-inline:auto}
  .skip{position:absolute;inset-inline-start:1rem;top:-5rem;z-index:30;background:var(--accent);color:#fff;
    padding:.6rem 1rem;border-radius:var(--r)}
  .skip:focus{top:1rem}
  main:focus{outline:0}
  .sec{padding-block:clamp(3rem,8vw,6rem)}
  .sec.alt{background:var(--tint)}
  .head{margin-bottom:2rem}
  .intro{color:var(--muted);max-width:44rem;font-size:1.1rem}
  .btn{display:inline-flex;align-items:center;min-height:2.75rem;padding:.7rem 1.3rem;border-radius:var(--r);
    background:var(--accent);color:#fff;font-weight:600;text-decoration:none}
  .btn:hover{text-decoration:underline}
  .btn.ghost{background:transparent;color:var(--accent);box-shadow:inset 0 0 0 2px currentColor}
  .page-head{background:linear-gradient(135deg,var(--hero-bg),var(--hero-bg2));color:var(--hero-fg);
    padding-block:clamp(2.5rem,7vw,4.5rem)}
  .lead{font-size:clamp(1.1rem,2.5vw,1.3rem);max-width:40rem}
  .grid{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:1.25rem}
  .grid>li{flex:1 1 16rem;max-width:26rem}
  .card{background:#fff;border:1px solid var(--line);border-radius:var(--r);padding:1.5rem}
  .card p{color:var(--muted);margin:0}
  .card-img,.cover{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:calc(var(--r)/2);margin-bottom:1rem}
  .meta{font-size:.875rem;font-weight:600;color:var(--muted);margin:0 0 .4rem}
  .draft{display:inline-block;background:#fef3c7;color:#78350f;padding:.25rem .8rem;border-radius:999px;
    font-size:.875rem;font-weight:600;margin:1rem 0}
  .note{font-size:.9rem;color:var(--muted);margin:0}
  .links{list-style:none;margin:1.25rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
  .links a{display:inline-block;padding-block:.3rem}
  .prose{max-width:46rem}
  .prose h2{font-size:1.6rem;margin-top:2rem}
  .prose h3{margin-top:1.5rem}
  .prose ul,.prose ol{padding-inline-start:1.4rem;margin:0 0 1rem}
  .prose blockquote{margin:1.5rem 0;padding-inline-start:1.25rem;border-inline-start:4px solid var(--accent);color:var(--muted)}
`)
