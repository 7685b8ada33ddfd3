/// The report's stylesheet: system fonts, a light and a dark palette, one column on phones
/// (source scrolls sideways there: wrapped code with deep indentation read worse), and a
/// print layout that shows every finding and keeps a finding on one page.
extension HTMLReporter {
    static let stylesheet = """
    :root{--bg:#f5f6f8;--card:#fff;--ink:#1c2128;--muted:#5f6b7a;--line:#dde2e8;--soft:#eef1f5;
    --accent:#3451d1;--on-accent:#fff;--e:#c9252d;--e-bg:#fdecec;--w:#a56300;--w-bar:#e0a21b;--w-bg:#fff5db;
    --code:#f7f8fa;--hl:#fff6d6;--hl-edge:#e0a21b;--sk:#b1246b;--ss:#17650f;--sc:#6f7781;--sn:#1f4fc0;--st:#6f3fb3;--sa:#9a5b00;
    --sans:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Liberation Sans",sans-serif;
    --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace}
    @media screen and (prefers-color-scheme:dark){:root{--bg:#0f1216;--card:#171b21;--ink:#e4e8ee;--muted:#9aa5b1;--line:#2c333c;--soft:#1f252d;
    --accent:#7d95ff;--on-accent:#0f1216;--e:#ff6b6b;--e-bg:#3a1d20;--w:#f0b44c;--w-bar:#d99a1c;--w-bg:#3a2e14;
    --code:#12161b;--hl:#2f2a17;--hl-edge:#d99a1c;--sk:#ff7ab2;--ss:#8bd17c;--sc:#7d8793;--sn:#7cb3ff;--st:#c7a4ff;--sa:#f0b44c}}
    *{box-sizing:border-box}
    html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
    body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.55 var(--sans)}
    .page{max-width:1120px;margin:0 auto;padding:28px 24px 48px}
    a{color:var(--accent);text-decoration:none}
    a:hover{text-decoration:underline}
    h1,h2,h3{line-height:1.25;margin:0}
    code{font-family:var(--mono);font-size:.88em;background:var(--soft);border-radius:4px;padding:.08em .35em}
    .fi{position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none}
    .top{margin-bottom:20px}
    .brand{display:flex;align-items:center;gap:8px;margin:0 0 6px;font-size:12px;font-weight:600;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
    .logo .lg1{fill:var(--accent);opacity:.35}.logo .lg2{fill:var(--accent)}
    h1{font-size:30px;font-weight:700;letter-spacing:-.01em;overflow-wrap:anywhere}
    .root{margin:4px 0 0;font:13px/1.4 var(--mono);color:var(--muted);overflow-wrap:break-word}
    .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:18px 20px;box-shadow:0 1px 2px rgba(16,24,40,.04)}
    .card h2{font-size:15px;font-weight:650;margin-bottom:12px}
    .summary{display:grid;gap:16px;margin-bottom:24px}
    .stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:12px}
    .stat{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:14px 16px;display:flex;flex-direction:column}
    .stat .v{font-size:28px;font-weight:700;line-height:1.1;font-variant-numeric:tabular-nums}
    .stat .k{font-size:13px;color:var(--muted)}
    .stat.e .v{color:var(--e)}.stat.w .v{color:var(--w)}.stat.z .v{color:var(--muted)}
    .stat.e{border-top:3px solid var(--e)}.stat.w{border-top:3px solid var(--w-bar)}
    .ch{display:flex;justify-content:space-between;align-items:baseline;gap:12px;flex-wrap:wrap}
    .legend{margin:0;font-size:13px;color:var(--muted)}
    .key{display:inline-block;width:10px;height:10px;border-radius:3px;margin:0 5px 0 10px;vertical-align:-1px}
    .key.e,.dot.e{background:var(--e)}.key.w,.dot.w{background:var(--w-bar)}
    .bars{display:block;overflow:visible}
    .bars .bl{font:13.5px var(--sans);fill:var(--ink)}
    .bars .bv{font:600 13.5px var(--sans);fill:var(--ink);font-variant-numeric:tabular-nums}
    .bars .track{fill:var(--soft)}.bars .be{fill:var(--e)}.bars .bw{fill:var(--w-bar)}
    .bars a:hover .bl{fill:var(--accent)}
    .cols{display:grid;grid-template-columns:1fr 1fr;gap:16px}
    .top ol,ol.top{list-style:none;margin:0;padding:0;counter-reset:top}
    ol.top li{padding:6px 0 7px;border-top:1px solid var(--soft)}
    ol.top li:first-child{border-top:0;padding-top:0}
    ol.top a{display:flex;justify-content:space-between;gap:12px;color:var(--ink);font-size:13.5px}
    ol.top a:hover .base{color:var(--accent)}
    .pn{min-width:0;overflow-wrap:break-word}
    .pc{font-weight:600;font-variant-numeric:tabular-nums}
    .mini{display:block;margin-top:4px}.mini rect{fill:var(--accent);opacity:.55}
    .dir{color:var(--muted)}.base{font-weight:600}
    .more{margin:10px 0 0;font-size:13px;color:var(--muted)}
    .filters{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 16px;display:grid;gap:8px;scroll-margin-top:16px}
    .fg{display:grid;grid-template-columns:72px minmax(0,1fr);align-items:start;gap:8px}
    .chips{display:flex;flex-wrap:wrap;gap:6px;min-width:0}
    .fl{font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);padding-top:6px}
    .filters label{cursor:pointer;user-select:none;white-space:nowrap;font-size:13px;padding:4px 11px;border:1px solid var(--line);border-radius:999px;background:var(--card);color:var(--ink)}
    .filters label:hover{border-color:var(--accent)}
    .filters label b{font-weight:600;opacity:.7;margin-left:2px;font-variant-numeric:tabular-nums}
    .dot{display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;vertical-align:1px;box-shadow:0 0 0 1.5px var(--card)}
    .none{display:none;padding:32px;text-align:center;color:var(--muted)}
    .rule{margin-top:28px;scroll-margin-top:16px}
    .rh{display:flex;flex-wrap:wrap;align-items:center;gap:8px 10px;margin-bottom:12px}
    .rh h2{font-size:21px;font-weight:700}
    .rid{font-size:12.5px;color:var(--muted)}
    .rc{margin-left:auto;font-size:13px;color:var(--muted)}
    .badge{display:inline-block;font-size:11.5px;font-weight:600;line-height:1;padding:4px 8px;border-radius:999px;text-transform:uppercase;letter-spacing:.04em}
    .badge.e{background:var(--e-bg);color:var(--e)}.badge.w{background:var(--w-bg);color:var(--w)}
    .badge.o{background:var(--soft);color:var(--muted)}
    .explain{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 20px;margin-bottom:14px}
    .lead{margin:0 0 12px;font-size:15.5px;font-weight:500}
    .ex{display:grid;grid-template-columns:1fr 1fr;gap:12px 28px;font-size:14px}
    .ex h3{font-size:12px;font-weight:650;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin-bottom:4px}
    .ex p{margin:0}
    .f{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--w-bar);border-radius:10px;padding:12px 16px 14px;margin-bottom:12px;scroll-margin-top:16px}
    .f.e{border-left-color:var(--e)}
    .f:target{box-shadow:0 0 0 3px var(--accent)}
    .fh{display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px}
    .loc{font:13px/1.4 var(--mono);color:var(--ink);overflow-wrap:break-word;min-width:0}
    .loc .lc{color:var(--muted)}
    .nw{display:inline-block;max-width:100%}
    .msg{margin:8px 0 0;font-size:15px}
    .notes{list-style:none;margin:6px 0 0;padding:0;font-size:13.5px;color:var(--muted)}
    .notes li{margin-top:2px;overflow-wrap:break-word}
    .nk{font-weight:600;text-transform:uppercase;font-size:11px;letter-spacing:.05em}
    .nl{font-family:var(--mono);font-size:12.5px}
    .nosrc{margin:10px 0 0;font-size:13px;color:var(--muted);font-style:italic}
    pre.src{margin:12px 0 0;background:var(--code);border:1px solid var(--soft);border-radius:8px;padding:8px 0;overflow-x:auto;font:12.5px/1.6 var(--mono);tab-size:4}
    pre.src code{background:none;padding:0;font-size:inherit;border-radius:0;display:block;min-width:max-content}
    .l{display:block;position:relative;padding:0 16px 0 4.2em;min-height:1.6em;white-space:pre}
    .l::before{content:attr(data-n);position:absolute;left:0;width:3.2em;text-align:right;color:var(--sc);opacity:.8;user-select:none}
    .l.hl{background:var(--hl);box-shadow:inset 3px 0 0 var(--hl-edge)}
    .l.hl::before{color:var(--ink);opacity:1;font-weight:600}
    .at{text-decoration:underline wavy var(--e);text-underline-offset:3px;text-decoration-thickness:1.5px}
    .f.w .at{text-decoration-color:var(--w-bar)}
    .k{color:var(--sk);font-weight:600}.s{color:var(--ss)}.c{color:var(--sc);font-style:italic}.n{color:var(--sn)}.t{color:var(--st)}.a{color:var(--sa)}
    .x{color:var(--e)}
    .ctl{color:var(--e);background:var(--e-bg);border-radius:3px;padding:0 2px;font-family:var(--mono);font-size:.9em}
    .cut{color:var(--muted)}
    .empty{text-align:center;padding:40px 20px}
    .empty h2{font-size:22px}
    footer{margin-top:36px;font-size:12.5px;color:var(--muted);text-align:center}
    #fs-e:checked~.page .f.w,#fs-w:checked~.page .f.e,
    #fs-e:checked~.page .rule:not(.he),#fs-w:checked~.page .rule:not(.hw){display:none}
    @media (max-width:860px){.cols,.ex{grid-template-columns:1fr}}
    @media (max-width:600px){
    body{font-size:14.5px}
    .page{padding:18px 14px 36px}
    h1{font-size:24px}
    .stats{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
    .stats .stat:first-child{grid-column:1/-1}
    .stat{padding:10px 14px}.stat .v{font-size:24px}
    .card,.explain{padding:14px}
    .filters{padding:10px 12px}
    .fg{grid-template-columns:64px minmax(0,1fr)}
    .chips{flex-wrap:nowrap;overflow-x:auto;padding-bottom:2px;scrollbar-width:none}
    .rh h2{font-size:18px}
    .rc{margin-left:0;width:100%}
    .f{padding:10px 12px 12px}
    .msg{font-size:14.5px}
    pre.src{font-size:12px;margin-left:-4px;margin-right:-4px}
    .l{padding-left:3.4em;padding-right:10px}.l::before{width:2.6em}
    }
    @media print{
    :root{--bg:#fff;--card:#fff;--code:#fafafa}
    body{font-size:10pt;-webkit-print-color-adjust:exact;print-color-adjust:exact}
    .page{max-width:none;padding:0}
    .filters,.fi,.none{display:none!important}
    .rule,.f{display:block!important}
    .card,.stat,.explain,.f{box-shadow:none;break-inside:avoid}
    .rh{break-after:avoid}
    .rule{break-before:auto}
    pre.src{overflow:visible;white-space:pre-wrap}
    .l{white-space:pre-wrap;overflow-wrap:anywhere}
    a{color:inherit}
    }

    """
}
