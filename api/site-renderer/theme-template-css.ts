import type { SiteTemplate } from './site-model'
import { css } from './theme-base-css'

// What makes the six templates look different beyond colour: the hero's layout, the cards, the grids and
// the typography. Markup is the same for all (sections.ts); only one template's rules reach a page.

export const TEMPLATE_CSS: Readonly<Record<SiteTemplate, string>> = {
  // Centred gradient hero, floating rounded cards, centred section heads.
  modern: css(`
    .hero{text-align:center}
    .hero .lead{margin-inline:auto}
    .hero .cta{justify-content:center}
    .head,.sec .wrap>.intro{text-align:center}
    .intro{margin-inline:auto}
    .card{border:0;box-shadow:0 12px 32px rgb(15 23 42/.09)}
  `),
  // Split hero on the dark secondary with a panel of blocks, cards with an accent rule, two columns.
  business: css(`
    .hero-in{display:grid;gap:2.5rem;align-items:center}
    .art{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;width:min(100%,20rem);justify-self:end}
    .art span{aspect-ratio:1;border:2px solid var(--hero-fg);border-radius:var(--r)}
    .art span:nth-child(2){background:var(--hero-fg)}
    .art span:nth-child(3){background:var(--p);border-color:var(--p)}
    .head h2{display:inline-block;padding-bottom:.4rem;border-bottom:4px solid var(--accent)}
    .grid{grid-template-columns:1fr}
    .card{border:0;border-inline-start:4px solid var(--accent);border-radius:0;background:#fff}
    .sec.alt .card{background:#fff}
    @media (min-width:768px){
      .hero-in{grid-template-columns:1.4fr 1fr}
      .grid{grid-template-columns:repeat(2,1fr)}
    }
  `),
  // Oversized type, shapes beside the text, tilted cards with hard shadows, a staggered gallery.
  creative: css(`
    h1{font-size:clamp(2.6rem,11vw,6rem);letter-spacing:-.04em;line-height:1}
    h2{letter-spacing:-.02em}
    h2::after{content:"";display:block;width:4rem;height:.4rem;margin-top:.6rem;background:var(--p);border-radius:1rem}
    .hero-in{display:grid;gap:2rem;align-items:center}
    .art{display:block;position:relative;height:14rem}
    .art span{position:absolute;border-radius:50%;background:var(--p)}
    .art span:nth-child(1){width:10rem;height:10rem;inset-inline-start:0;top:1rem}
    .art span:nth-child(2){width:7rem;height:7rem;inset-inline-start:7rem;top:0;background:var(--s);border-radius:1.5rem;
      transform:rotate(18deg)}
    .art span:nth-child(3){width:5rem;height:5rem;inset-inline-start:11rem;top:8rem;background:none;border:10px solid var(--p2)}
    .art span:nth-child(4){width:3rem;height:3rem;inset-inline-start:3rem;top:11.5rem;background:var(--s);opacity:.5}
    .card{border:3px solid var(--ink);box-shadow:6px 6px 0 var(--p2)}
    .grid>li:nth-child(odd){transform:rotate(-1deg)}
    .grid>li:nth-child(even){transform:rotate(1deg)}
    .gallery li:nth-child(4n+1){grid-row:span 2}
    .gallery li:nth-child(4n+1) img,.gallery li:nth-child(4n+1) .shape{aspect-ratio:auto}
    @media (min-width:768px){.hero-in{grid-template-columns:1.5fr 1fr}.art{height:18rem}}
  `),
  // A compact campaign banner with product tiles; dense product grid, price tags.
  ecommerce: css(`
    .hero{padding-block:clamp(2.5rem,6vw,4rem)}
    .hero-in{display:grid;gap:2rem;align-items:center}
    .art{display:grid;grid-template-columns:repeat(4,1fr);gap:.6rem}
    .art span{aspect-ratio:3/4;border-radius:var(--r);background:var(--hero-fg);opacity:.18}
    .art span:nth-child(2){opacity:.3;transform:translateY(-.75rem)}
    .grid{grid-template-columns:repeat(auto-fill,minmax(min(100%,13rem),1fr));gap:1rem}
    .card{padding:1rem}
    .thumb{aspect-ratio:1;border-radius:calc(var(--r)/2)}
    .price{display:inline-block;background:var(--tint);padding:.2rem .6rem;border-radius:999px}
    @media (min-width:768px){.hero-in{grid-template-columns:1.2fr 1fr}}
  `),
  // White space, a huge light name, ruled lists instead of cards, an edge-to-edge gallery.
  portfolio: css(`
    .hero{padding-block:clamp(4rem,12vw,9rem) clamp(2rem,6vw,4rem);border-bottom:1px solid var(--line)}
    h1{font-size:clamp(2.6rem,10vw,6rem);font-weight:300;letter-spacing:-.03em}
    h2{font-weight:400;font-size:clamp(1.4rem,3.5vw,2rem)}
    .sec.alt{background:none}
    .grid{gap:0;grid-template-columns:1fr;border-top:1px solid var(--ink)}
    .card{border:0;border-bottom:1px solid var(--line);border-radius:0;padding:1.5rem 0;display:grid;gap:.25rem}
    .thumb,.avatar{display:none}
    .gallery{gap:2px}
    .gallery img,.shape{border-radius:0}
    @media (min-width:768px){.card{grid-template-columns:16rem 1fr;align-items:baseline}}
  `),
  // A reading column: masthead hero, serif text, posts as a list with meta lines.
  blog: css(`
    .wrap{width:min(100% - 2.5rem,46rem)}
    .bar{width:min(100% - 2.5rem,72rem)}
    .hero{text-align:center;border-bottom:4px double var(--line)}
    .hero .lead{margin-inline:auto}
    .hero .cta{justify-content:center}
    h2{font-size:1.05rem;text-transform:uppercase;letter-spacing:.12em;padding-bottom:.5rem;border-bottom:1px solid var(--line)}
    .sec{padding-block:clamp(2.5rem,6vw,4rem)}
    .sec.alt{background:none}
    .grid{grid-template-columns:1fr;gap:0;margin-top:1rem}
    .card{border:0;border-bottom:1px solid var(--line);border-radius:0;padding:1.25rem 0;background:none}
    .card h3{font-size:1.4rem}
    .thumb{display:none}
    .gallery{grid-template-columns:repeat(2,1fr)}
  `),
}
