// The CSS every site shares (mobile first; logical properties, so Arabic mirrors by itself). Colours
// and faces are custom properties set by theme.ts; templates override layout in theme-template-css.ts.

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
  .intro{color:var(--muted);max-width:44rem;font-size:1.1rem}
  .btn{display:inline-flex;align-items:center;min-height:2.75rem;padding:.7rem 1.3rem;border-radius:var(--r);
    background:var(--accent);color:#fff;font-weight:600;text-decoration:none}
  .btn:hover{text-decoration:underline}
  .cta{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.75rem 0 0}
  .hero{background:linear-gradient(135deg,var(--hero-bg),var(--hero-bg2));color:var(--hero-fg);
    padding-block:clamp(3.5rem,10vw,7rem)}
  .hero .btn{background:var(--hero-btn-bg);color:var(--hero-btn-fg)}
  .hero .btn.ghost{background:transparent;color:var(--hero-fg);box-shadow:inset 0 0 0 2px currentColor}
  .eyebrow{font-size:.9rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;margin:0 0 .75rem}
  .lead{font-size:clamp(1.1rem,2.5vw,1.3rem);max-width:40rem}
  .art{display:none}
  .grid{list-style:none;margin:2rem 0 0;padding:0;display:grid;gap:1.25rem;
    grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
  .card{background:#fff;border:1px solid var(--line);border-radius:var(--r);padding:1.5rem}
  .card p{color:var(--muted);margin:0}
  .thumb{aspect-ratio:4/3;border-radius:calc(var(--r)/2);margin-bottom:1rem;
    background:linear-gradient(135deg,var(--tint),var(--p2))}
  .meta{font-size:.875rem;font-weight:600;color:var(--muted);margin:0 0 .4rem}
  .price{font-weight:700;color:var(--accent);margin:.75rem 0 0}
  .avatar{width:4rem;height:4rem;border-radius:50%;display:grid;place-items:center;margin-bottom:1rem;
    background:var(--accent);color:#fff;font-weight:700;font-size:1.4rem}
  .plan ul{margin:.75rem 0 1.25rem;padding-inline-start:1.2rem;color:var(--muted)}
  .faq{max-width:48rem;margin-top:1.5rem}
  .faq details{border-bottom:1px solid var(--line);padding-block:.9rem}
  .faq summary{cursor:pointer;font-weight:600;padding-block:.25rem}
  .faq details p{margin:.6rem 0 0;color:var(--muted)}
  .gallery{list-style:none;padding:0;margin:2rem 0 0;display:grid;gap:.75rem;grid-template-columns:repeat(2,1fr)}
  .gallery img,.shape{width:100%;height:100%;aspect-ratio:4/3;object-fit:cover;border-radius:calc(var(--r)/2)}
  .shape{background:var(--tint);position:relative;overflow:hidden}
  .shape::after{content:"";position:absolute;inset:22%;background:var(--p2);border-radius:50%}
  .gallery li:nth-child(3n+2) .shape::after{border-radius:calc(var(--r)/2);transform:rotate(12deg)}
  .gallery li:nth-child(3n) .shape::after{inset:30% 10%;border-radius:999px;background:var(--p)}
  .draft{display:inline-block;background:#fef3c7;color:#78350f;padding:.25rem .8rem;border-radius:999px;
    font-size:.875rem;font-weight:600;margin:0 0 1rem}
  .contact{display:grid;gap:2.5rem;margin-top:2rem}
  .facts{margin:0;display:grid;gap:1.1rem}
  .facts dt{font-weight:700}
  .facts dd{margin:0}
  .links{list-style:none;margin:1.25rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
  .links a{display:inline-block;padding-block:.3rem}
  .form{display:grid;gap:1rem;max-width:36rem}
  .form label{display:grid;gap:.35rem;font-weight:600}
  .form input,.form textarea{font:inherit;padding:.7rem .8rem;border:1px solid #6b7280;border-radius:calc(var(--r)/2);
    background:#fff;color:var(--ink)}
  .form .btn{justify-self:start;border:0;cursor:pointer;font:inherit;font-weight:600}
  .note{font-size:.9rem;color:var(--muted);margin:0}
  @media (min-width:768px){
    .gallery{grid-template-columns:repeat(3,1fr)}
    .contact{grid-template-columns:1fr 1fr}
  }
`)
