import type { SectionKind } from '../site-content/site-sections.shared'
import { css } from './theme-base-css'

// The rules of each section kind: only the kinds a page draws reach it, so a page stays small. Colours are
// the palette's pairs (theme-palette.ts), all at WCAG AA: white on --accent, ink or --muted on white and
// on --tint.

/** The forms of the contact, booking and newsletter sections (api/site-renderer/content/site-form.ts). */
const FORM_CSS = `
    .form{display:grid;gap:1rem;max-width:36rem}
    .form label{display:grid;gap:.35rem;font-weight:600}
    .form input,.form textarea,.form select{font:inherit;padding:.7rem .8rem;border:1px solid #6b7280;
      border-radius:calc(var(--r)/2);background:#fff;color:var(--ink)}
    .form .consent{display:flex;gap:.6rem;align-items:flex-start;font-weight:400}
    .consent input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none;accent-color:var(--accent)}
    .form .btn{justify-self:start;border:0;cursor:pointer;font:inherit;font-weight:600}
    .form .pair{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr))}
    .form .hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
    .form-status{margin:0;padding:.8rem 1rem;border-radius:calc(var(--r)/2);background:#ecfdf5;color:#065f46;
      border:1px solid #6ee7b7;font-weight:600}
`

const SECTION_CSS: Readonly<Record<SectionKind, string>> = {
  hero: css(`
    .hero{background:linear-gradient(135deg,var(--hero-bg),var(--hero-bg2));color:var(--hero-fg);
      padding-block:clamp(3.5rem,10vw,7rem)}
    .hero .btn{background:var(--hero-btn-bg);color:var(--hero-btn-fg)}
    .hero .btn.ghost{background:transparent;color:var(--hero-fg)}
    .cta{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.75rem 0 0}
    .hero-in{display:grid;gap:2.5rem;align-items:center}
    .hero-media img{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:var(--r)}
    @media (min-width:768px){.has-img .hero-in{grid-template-columns:1.2fr 1fr}}
  `),
  text: '',
  services: css(`.services .price{font-weight:700;color:var(--accent);margin:.75rem 0 0}`),
  team: css(`
    .member{text-align:center}
    .member .photo{width:8rem;height:8rem;border-radius:50%;object-fit:cover;margin:0 auto 1rem}
    .avatar{width:5rem;height:5rem;border-radius:50%;display:grid;place-items:center;margin:0 auto 1rem;
      background:var(--accent);color:#fff;font-weight:700;font-size:1.5rem}
  `),
  testimonials: css(`
    .quote{margin:0;height:100%;background:#fff;border-radius:var(--r);padding:1.5rem;border-inline-start:4px solid var(--accent)}
    .quote blockquote{margin:0 0 1rem;font-size:1.05rem}
    .quote blockquote p{margin:0 0 .5rem}
    .quote figcaption{font-weight:600;color:var(--muted)}
  `),
  pricing: css(`
    .plan{display:flex;flex-direction:column;gap:.5rem}
    .plan .amount{font-size:1.8rem;font-weight:800;color:var(--ink)}
    .plan .amount span{font-size:1rem;font-weight:400;color:var(--muted)}
    .plan ul{margin:0 0 1rem;padding-inline-start:1.2rem;color:var(--muted);flex:1}
    .plan .btn{align-self:flex-start}
    .plan.hl{background:var(--accent);border-color:var(--accent);color:#fff}
    .plan.hl p,.plan.hl ul,.plan.hl .amount,.plan.hl .amount span{color:#fff}
    .plan.hl .btn{background:#fff;color:var(--accent)}
    .badge{align-self:flex-start;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;
      padding:.15rem .6rem;border-radius:999px;box-shadow:inset 0 0 0 2px currentColor}
  `),
  faq: css(`
    .qa{max-width:48rem}
    .qa details{border-bottom:1px solid var(--line);padding-block:.9rem}
    .qa summary{cursor:pointer;font-weight:600;padding-block:.25rem}
    .qa details p{margin:.6rem 0 0;color:var(--muted)}
  `),
  gallery: css(`
    .gallery{list-style:none;padding:0;margin:0;display:grid;gap:.75rem;grid-template-columns:repeat(2,1fr)}
    .gallery img{width:100%;height:100%;aspect-ratio:4/3;object-fit:cover;border-radius:calc(var(--r)/2)}
    @media (min-width:768px){.gallery{grid-template-columns:repeat(3,1fr)}}
  `),
  hours: css(`
    .hours{border-collapse:collapse;width:100%;max-width:28rem}
    .hours th,.hours td{padding:.6rem 0;border-bottom:1px solid var(--line);text-align:start}
    .hours td{text-align:end;font-variant-numeric:tabular-nums}
    .hours .off td{color:var(--muted)}
    .hours-sec .note{margin-top:1rem}
  `),
  menu: css(`
    .mgroups{display:grid;gap:2rem 3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}
    .mgroup ul{list-style:none;margin:0;padding:0}
    .mgroup li{padding-block:.5rem}
    .mi{display:flex;align-items:baseline;gap:.5rem;margin:0;font-weight:600}
    .dots{flex:1;border-bottom:2px dotted var(--muted);min-width:1rem}
    .mp{color:var(--accent);white-space:nowrap}
    .md{margin:.15rem 0 0;color:var(--muted);font-size:.95rem}
  `),
  contact: css(`
    .contact{display:grid;gap:2.5rem}
    .facts{margin:0;display:grid;gap:1.1rem}
    .facts dt{font-weight:700}
    .facts dd{margin:0}
    ${FORM_CSS}
    @media (min-width:768px){.contact{grid-template-columns:1fr 1fr}}
  `),
  booking: css(FORM_CSS),
  newsletter: css(FORM_CSS),
  cta: css(`
    .band{background:var(--accent);color:#fff;padding-block:clamp(2.5rem,6vw,4rem)}
    .band-in{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1.5rem}
    .band p{margin:0;max-width:40rem}
    .band .btn{background:#fff;color:var(--accent)}
    .band a:focus-visible{outline-color:#fff}
  `),
  blog: css(`
    .post h3 a{color:var(--ink);text-decoration:none}
    .post h3 a:hover{text-decoration:underline}
    .post .card-img,.cover{aspect-ratio:40/21}
    .article .wrap{max-width:46rem}
    .article .cover{margin:1.5rem 0 2rem}
    .back{margin-top:2.5rem;font-weight:600}
  `),
}

/** The rules of the section kinds in `kinds`. */
export function contentCss(kinds: ReadonlySet<SectionKind>): string {
  let rules = ''
  for (const [kind, rule] of Object.entries(SECTION_CSS)) if (kinds.has(kind as SectionKind)) rules += rule
  return rules
}
