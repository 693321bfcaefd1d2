import type { SiteFooterStyle, SiteHeaderStyle, SiteMenu } from './site-model'
import { css } from './theme-base-css'

// Header, menu and footer: one rule set per header style, menu and footer style; only the chosen ones
// reach the page. The hamburger and mega menus are <details> (open and close without script, keyboard
// included); the vertical menu becomes a sticky side bar from 1024 px.

const HEADER_CSS = css(`
  .site-header{position:relative;z-index:10;background:var(--bar-bg);color:var(--bar-fg);border-bottom:1px solid var(--line)}
  .bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;min-height:4.5rem;
    padding-block:.5rem}
  .brand{display:inline-flex;align-items:center;gap:.6rem;color:inherit;text-decoration:none;font-family:var(--head);
    font-weight:800;font-size:1.25rem;min-height:2.75rem}
  .brand img{height:2.75rem;width:auto;max-width:12rem;object-fit:contain}
  .mark{display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:var(--r);background:var(--accent);
    color:#fff;font-size:1.1rem}
  .wordmark{letter-spacing:-.02em;border-bottom:3px solid currentColor}
  .nav ul{list-style:none;margin:0;padding:0}
  .nav a{display:block;padding:.55rem .8rem;border-radius:calc(var(--r)/2);color:inherit;text-decoration:none;font-weight:500}
  .nav a:hover{text-decoration:underline}
  .nav a[aria-current]{text-decoration:underline;text-decoration-thickness:2px;font-weight:700}
`)

const HEADER_STYLE_CSS: Readonly<Record<SiteHeaderStyle, string>> = {
  classic: '',
  modern: css(`
    .site-header{border-bottom:0;box-shadow:0 1px 12px rgb(15 23 42/.08)}
    @media (min-width:768px){html{scroll-padding-top:6rem}.site-header{position:sticky;top:0}}
  `),
  minimal: css(`
    .site-header{border-bottom:0}
    .bar{justify-content:center;flex-direction:column;padding-block:1.25rem}
    .brand{font-weight:600;letter-spacing:.04em}
  `),
  bold: css(`
    .site-header{border-bottom:0}
    .bar{min-height:5.5rem}
    .brand{font-size:1.5rem;text-transform:uppercase;letter-spacing:.04em}
    .brand .mark{background:var(--bar-fg);color:var(--bar-bg)}
    .nav a{font-weight:700}
  `),
}

// Inline links in a row that scrolls sideways on a phone.
const ROW_MENU = css(`
  .nav{max-width:100%;overflow-x:auto}
  .nav ul{display:flex;gap:.15rem;white-space:nowrap}
`)

const DROPDOWN_MENU = css(`
  .menu>summary{list-style:none;display:inline-flex;align-items:center;gap:.6rem;cursor:pointer;min-height:2.75rem;
    padding:.5rem .9rem;border:2px solid currentColor;border-radius:var(--r);font-weight:600}
  .menu>summary::-webkit-details-marker{display:none}
  .burger,.burger::before,.burger::after{display:block;width:1.1rem;height:2px;background:currentColor}
  .burger{position:relative}
  .burger::before,.burger::after{content:"";position:absolute;inset-inline-start:0}
  .burger::before{top:-6px}
  .burger::after{top:6px}
  .menu[open] .burger{background:transparent}
  .menu[open] .burger::before{top:0;transform:rotate(45deg)}
  .menu[open] .burger::after{top:0;transform:rotate(-45deg)}
  .panel{position:absolute;inset-inline:0;top:100%;background:#fff;color:var(--ink);border-top:1px solid var(--line);
    box-shadow:0 24px 40px rgb(15 23 42/.16);padding-block:1rem 1.5rem}
  .panel a{color:var(--ink)}
  .nav .panel .wrap{margin-inline:auto}
`)

const MENU_CSS: Readonly<Record<SiteMenu, string>> = {
  horizontal: ROW_MENU,
  vertical: css(`
    ${ROW_MENU}
    @media (min-width:1024px){
      body{display:grid;grid-template-columns:17rem minmax(0,1fr)}
      .site-header{grid-row:1/span 2;position:sticky;top:0;height:100vh;overflow-y:auto;border-bottom:0;
        border-inline-end:1px solid var(--line);box-shadow:none}
      .bar{flex-direction:column;align-items:stretch;justify-content:flex-start;width:auto;margin-inline:1.25rem;
        padding-block:2rem}
      .nav ul{flex-direction:column;white-space:normal}
      main,.site-footer{grid-column:2}
    }
  `),
  hamburger: css(`
    ${DROPDOWN_MENU}
    .panel li+li{border-top:1px solid var(--line)}
    .panel a{padding-block:.8rem}
  `),
  mega: css(`
    ${DROPDOWN_MENU}
    .mega{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr))}
    .group{font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted);margin:0 0 .4rem;
      padding-inline:.6rem}
    .mega a{display:grid;padding:.5rem .6rem}
    .mega a span{font-size:.875rem;color:var(--muted);font-weight:400}
  `),
}

const FOOTER_CSS = css(`
  .site-footer{background:var(--foot-bg);color:var(--foot-fg);padding-block:2.5rem;font-size:.95rem}
  .site-footer a{color:inherit}
  .site-footer p{margin:0}
  .foot-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem}
  .site-footer .links{margin:0}
  .wa{position:fixed;inset-inline-end:1rem;bottom:1rem;z-index:20;background:#075e54;color:#fff!important;
    padding:.75rem 1.1rem;border-radius:999px;font-weight:700;text-decoration:none;box-shadow:0 8px 24px rgb(0 0 0/.25)}
`)

const FOOTER_STYLE_CSS: Readonly<Record<SiteFooterStyle, string>> = {
  simple: '',
  detailed: css(`
    .site-footer{padding-block:3.5rem 2rem}
    .foot-cols{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));margin-bottom:2.5rem}
    .foot-title{font-weight:700;font-size:1.05rem;margin:0 0 .6rem!important}
    .foot-cols ul{list-style:none;margin:0;padding:0;display:grid;gap:.2rem}
    .foot-cols a{display:inline-block;padding-block:.25rem}
    .foot-row{border-top:1px solid currentColor;padding-top:1.5rem}
  `),
  minimal: css(`
    .site-footer{padding-block:1.75rem;font-size:.9rem}
    .foot-row{justify-content:center;text-align:center}
  `),
}

export function layoutCss(header: SiteHeaderStyle, menu: SiteMenu, footer: SiteFooterStyle): string {
  return HEADER_CSS + HEADER_STYLE_CSS[header] + MENU_CSS[menu] + FOOTER_CSS + FOOTER_STYLE_CSS[footer]
}
