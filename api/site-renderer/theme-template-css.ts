import type { SiteTemplate } from './site-model'
import { css } from './theme-base-css'

// What makes the six templates look different beyond colour: the hero's layout, the cards, the grids and
// the typography. Markup is the same for all (content/); only one template's rules reach a page.

export const TEMPLATE_CSS: Readonly<Record<SiteTemplate, string>> = {
  // Centred gradient hero, floating rounded cards, centred section heads.
  modern: css(`
    .hero:not(.has-img),.page-head{text-align:center}
    .hero:not(.has-img) .lead,.page-head .lead{margin-inline:auto}
    .hero:not(.has-img) .cta{justify-content:center}
    .head{text-align:center}
    .head .intro,.prose,.qa,.hours{margin-inline:auto}
    .grid{justify-content:center}
    .card{border:0;box-shadow:0 12px 32px rgb(15 23 42/.09)}
  `),
  // A split hero on the dark secondary, cards with an accent rule in two columns, underlined headings.
  business: css(`
    .head h2{display:inline-block;padding-bottom:.4rem;border-bottom:4px solid var(--accent)}
    .grid>li{flex-basis:22rem;max-width:none}
    .card{border:0;border-inline-start:4px solid var(--accent);border-radius:0;background:#fff}
    .hero-media img{border-radius:0;box-shadow:1rem 1rem 0 var(--p2)}
  `),
  // Oversized type, tilted cards with hard shadows, a staggered gallery.
  creative: css(`
    h1{font-size:clamp(2.6rem,11vw,6rem);letter-spacing:-.04em;line-height:1}
    h2{letter-spacing:-.02em}
    .head h2::after{content:"";display:block;width:4rem;height:.4rem;margin-top:.6rem;background:var(--p);border-radius:1rem}
    .hero-media img{transform:rotate(2deg);box-shadow:8px 8px 0 var(--p2)}
    .card{border:3px solid var(--ink);box-shadow:6px 6px 0 var(--p2)}
    .grid>li:nth-child(odd){transform:rotate(-1deg)}
    .grid>li:nth-child(even){transform:rotate(1deg)}
    .gallery li:nth-child(4n+1){grid-row:span 2}
    .gallery li:nth-child(4n+1) img{aspect-ratio:auto}
  `),
  // A compact campaign banner; a dense grid of square tiles with price tags.
  ecommerce: css(`
    .hero{padding-block:clamp(2.5rem,6vw,4rem)}
    .grid{gap:1rem}
    .grid>li{flex-basis:13rem;max-width:18rem}
    .card{padding:1rem}
    .card-img{aspect-ratio:1}
    .services .price{display:inline-block;background:var(--tint);padding:.2rem .6rem;border-radius:999px}
  `),
  // White space, a huge light title, ruled lists instead of cards, an edge-to-edge gallery.
  portfolio: css(`
    .hero,.page-head{padding-block:clamp(4rem,12vw,9rem) clamp(2rem,6vw,4rem);border-bottom:1px solid var(--line)}
    h1{font-size:clamp(2.6rem,10vw,6rem);font-weight:300;letter-spacing:-.03em}
    h2{font-weight:400;font-size:clamp(1.4rem,3.5vw,2rem)}
    .sec.alt{background:none}
    .grid{display:grid;gap:0;border-top:1px solid var(--ink)}
    .grid>li{max-width:none}
    .card{border:0;border-bottom:1px solid var(--line);border-radius:0;padding:1.5rem 0;display:grid;gap:.25rem 2rem;
      align-content:start}
    .card-img,.member .photo,.avatar{margin:0 0 .75rem}
    .member{text-align:start}
    .gallery{gap:2px}
    @media (min-width:768px){.card{grid-template-columns:16rem 1fr}.card>*{grid-column:2}
      .card>.card-img,.card>.photo,.card>.avatar{grid-column:1;grid-row:1/span 5;margin:0}}
    .gallery img,.hero-media img{border-radius:0}
  `),
  // A reading column: masthead hero, serif text, posts as a list with meta lines.
  blog: css(`
    .wrap{width:min(100% - 2.5rem,46rem)}
    .bar{width:min(100% - 2.5rem,72rem)}
    .hero,.page-head{text-align:center;border-bottom:4px double var(--line)}
    .hero .lead,.page-head .lead{margin-inline:auto}
    .hero .cta{justify-content:center}
    .head h2{font-size:1.05rem;text-transform:uppercase;letter-spacing:.12em;padding-bottom:.5rem;border-bottom:1px solid var(--line)}
    .sec{padding-block:clamp(2.5rem,6vw,4rem)}
    .sec.alt{background:none}
    .grid{display:grid;gap:0}
    .grid>li{max-width:none}
    .card{border:0;border-bottom:1px solid var(--line);border-radius:0;padding:1.25rem 0;background:none}
    .post h3{font-size:1.4rem}
    .card-img{aspect-ratio:40/21}
    .member{text-align:start}
    .member .photo,.avatar{margin-inline:0}
    @media (min-width:768px){.has-img .hero-in{grid-template-columns:1fr}}
  `),
}
