/// The site's stylesheet: readable on a phone, roomy on a laptop, large above 1200px so it reads
/// from across the kitchen, and plain black on white in print.
enum SiteStylesheet {
    static let css = #"""
:root{--ink:#221f1c;--soft:#6b625a;--paper:#fffdf8;--line:#e8e0d4;--accent:#b5452b;--chip:#f3ece1;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--paper);line-height:1.5}
*{box-sizing:border-box}
body{margin:0;padding:0 1rem 3rem}
a{color:var(--accent)}
header.site{max-width:60rem;margin:0 auto;padding:.75rem 0;border-bottom:1px solid var(--line)}
header.site a{text-decoration:none;font-weight:600;color:var(--ink);letter-spacing:.02em}
header.site nav.pages{float:right}
header.site nav.pages a{font-weight:400;margin-left:1rem}
pre.diagnostics{white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%;background:var(--chip);padding:.75rem;border-radius:.4rem}
.unscaled{color:#a33;font-size:.9em}
main{max-width:60rem;margin:0 auto}
h1,h2,h3{font-family:Georgia,"Iowan Old Style","Times New Roman",serif;line-height:1.2}
h1{font-size:2rem;margin:1.25rem 0 .5rem}
h2{font-size:1.3rem;margin:1.5rem 0 .5rem;border-bottom:2px solid var(--line);padding-bottom:.2rem}
h3{font-size:1.05rem;margin:1rem 0 .25rem;color:var(--soft)}
.description{font-size:1.1rem;color:var(--soft);margin:.25rem 0 .75rem}
.byline{color:var(--soft);margin:.25rem 0}
.photo{width:100%;max-height:24rem;object-fit:cover;border-radius:.5rem;margin:.5rem 0}
.facts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0;padding:.75rem 0;border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.facts div{display:flex;flex-direction:column}
.facts dt{font-size:.75rem;text-transform:uppercase;letter-spacing:.08em;color:var(--soft)}
.facts dd{margin:0;font-weight:600}
.scaler{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin:1rem 0;padding:.6rem .75rem;background:var(--chip);border-radius:.5rem}
.scaler[hidden]{display:none}
.scaler button{font:inherit;font-size:1.2rem;width:2.5rem;height:2.5rem;border:1px solid var(--line);border-radius:50%;background:#fff;cursor:pointer}
.scaler-drag{min-width:4.5rem;text-align:center;font-size:1.4rem;font-weight:700;color:var(--accent);cursor:ew-resize;user-select:none;touch-action:none;border-bottom:2px dashed var(--accent);padding:0 .25rem}
.scaler-drag:focus-visible,.scaler input:focus-visible,.scaler button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.scaler input{font:inherit;padding:.3rem .4rem;border:1px solid #cbbfae;border-radius:.3rem;background:#fff;width:5rem}
.scaler input[aria-invalid=true]{border-color:#c00;background:#fff3f3}
.scaler-error{color:#a00;font-size:.9rem;flex-basis:100%}
.scaler-error:empty{display:none}
.views{display:flex;flex-wrap:wrap;align-items:center;gap:.4rem;margin:-.5rem 0 1rem;padding:.5rem .75rem;border:0;background:var(--chip);border-radius:.5rem}
.views[hidden]{display:none}
.views legend{float:left;padding:0;margin-right:.35rem;color:var(--soft);font-size:.9rem}
.views label{position:relative}
.views input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.views span{display:inline-block;padding:.3rem .85rem;border:1px solid #cbbfae;border-radius:1rem;background:#fff;cursor:pointer}
.views input:checked+span{background:var(--accent);border-color:var(--accent);color:#fff;font-weight:600}
.views input:focus-visible+span{outline:3px solid var(--accent);outline-offset:2px}
.ingredients li.kept{color:var(--soft)}
.ingredients ul{list-style:none;padding:0;margin:0}
.ingredients li{padding:.35rem 0;border-bottom:1px dotted var(--line)}
.instructions ol{padding-left:1.4rem}
.instructions li{margin:.5rem 0;padding-left:.25rem}
.amount{font-weight:600}
sup,sub{font-size:.7em;line-height:0}
sup{vertical-align:.45em}
sub{vertical-align:-.1em}
.notes{color:#3a342e}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:.4rem;padding:0;margin:1rem 0}
.tags li{background:var(--chip);border-radius:1rem;padding:.1rem .65rem;font-size:.85rem;color:var(--soft)}
.index .count{color:var(--soft)}
.search{position:sticky;top:0;background:var(--paper);padding:.5rem 0;display:flex;gap:.75rem;align-items:center}
.search[hidden]{display:none}
.search input{font:inherit;font-size:1.1rem;flex:1;padding:.6rem .8rem;border:1px solid #cbbfae;border-radius:.5rem}
.search output{color:var(--soft);white-space:nowrap}
.cards{list-style:none;padding:0;display:grid;grid-template-columns:1fr;gap:1rem}
.cards>li{border:1px solid var(--line);border-radius:.6rem;padding:1rem;background:#fff}
.cards>li[hidden]{display:none}
.cards>li>a{font-family:Georgia,serif;font-size:1.25rem;font-weight:700;text-decoration:none}
.cards>li p{margin:.35rem 0;color:var(--soft)}
.cards .tags{margin:.5rem 0 0}
@media (min-width:40rem){body{padding:0 2rem 3rem}.cards{grid-template-columns:1fr 1fr}}
@media (min-width:56rem){
.recipe{display:grid;grid-template-columns:minmax(16rem,1fr) 2fr;column-gap:2.5rem}
.recipe>*{grid-column:1/-1}
.recipe>.ingredients{grid-column:1}
.recipe>.instructions{grid-column:2}
.ingredients{position:sticky;top:1rem;align-self:start}
.cards{grid-template-columns:1fr 1fr 1fr}}
@media (min-width:1200px){:root{font-size:125%}main,header.site{max-width:72rem}}
@media (min-width:1800px){:root{font-size:150%}main,header.site{max-width:90rem}}
@media print{
:root{font-size:11pt;color:#000;background:#fff}
body{padding:0}
header.site,.scaler,.views,.search,noscript,.tags{display:none!important}
a{color:#000;text-decoration:none}
.recipe{display:block}
.ingredients{position:static}
.ingredients li{border:0;padding:.1rem 0}
h1{margin-top:0}
h2{break-after:avoid}
li{break-inside:avoid}}
"""#
}
