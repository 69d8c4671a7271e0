import Figures
import HTML
/// The CSS every report page carries inline: readable on a phone, light and dark, and printable.
/// Figures are coloured through the classes ``WorldFigure`` uses.
enum Stylesheet {
    static let css: Markup = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa;
      --passed: #1a7f37; --failed: #cf222e; --blocked: #9a6700; --accent: #0969da;
      --passed-bg: #dafbe1; --failed-bg: #ffebe9; --blocked-bg: #fff8c5;
      --cell: #ffffff; --header: #eaeef2; --action: #6e7781; --destructive: #d1242f; --viewport: #f6f8fa;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
        --passed: #3fb950; --failed: #f85149; --blocked: #d29922; --accent: #4493f8;
        --passed-bg: #12261e; --failed-bg: #2d1214; --blocked-bg: #272115;
        --cell: #1f2630; --header: #2a313c; --action: #656c76; --destructive: #da3633; --viewport: #0d1117;
      }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body {
      margin: 0; background: var(--bg); color: var(--fg);
      font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei",
        "Hiragino Sans GB", "WenQuanYi Micro Hei", sans-serif;
    }
    /* On the element that says it is Chinese, not on every element inside it: a `<mark>` inside `<pre>` keeps the
       monospace font it inherits. */
    [lang^="zh-Hans"] { font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Hiragino Sans GB",
        "WenQuanYi Micro Hei", system-ui, sans-serif; line-height: 1.75; }
    a { color: var(--accent); }
    a:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    code, pre, .spec, :lang(zh-Hans) :is(code, pre, .spec) {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", "WenQuanYi Micro Hei Mono", monospace; }
    /* A long name in prose (`NaiveAccordionGroupsViewController.swift`) breaks rather than widen a phone's page. */
    :not(pre) > code { overflow-wrap: anywhere; }
    .icon { width: 1em; height: 1em; vertical-align: -0.15em; fill: none; stroke: currentColor; stroke-width: 1.5; stroke-linecap: round; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .25rem .5rem; z-index: 1; }
    .page { max-width: 64rem; margin: 0 auto; padding: 1rem 1rem 3rem; }
    .chapter-page { max-width: 76rem; }
    .page-header { border-bottom: 1px solid var(--line); padding-bottom: .75rem; margin-bottom: 1rem; }
    .page-header nav { display: flex; flex-wrap: wrap; gap: .25rem 1.25rem; font-size: .95rem; }

    /* Chapter page: a sticky list of steps beside the article on wide screens. */
    .layout { display: grid; grid-template-columns: 15rem minmax(0, 1fr); gap: 2.5rem; align-items: start; }
    .layout > .toc { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; font-size: .875rem;
      padding: .75rem .75rem .75rem 0; border-right: 1px solid var(--line); }
    .toc-title { font-weight: 600; margin: 0 0 .35rem; color: var(--muted); font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; }
    .toc a { text-decoration: none; }
    .toc a:hover { text-decoration: underline; }
    main { min-width: 0; }
    article h1 { margin-top: .25rem; }
    .chapter-status { margin: .5rem 0 1.5rem; }
    .introduction { max-width: 44rem; margin: 1rem 0; padding: .9rem 1.1rem; border-radius: 8px; background: var(--panel);
      border: 1px solid var(--line); border-left: 4px solid var(--accent); }
    .introduction-title { font-weight: 700; margin: 0 0 .25rem; }
    .introduction ul { margin: 0 0 .25rem; padding-left: 1.25rem; }
    .introduction .facts { margin: .5rem 0 0; color: var(--muted); font-size: .9rem; display: flex; gap: 1rem; flex-wrap: wrap; }
    .pager { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 3rem 0 0; }
    .pager a { display: block; padding: .75rem 1rem; border: 1px solid var(--line); border-radius: 8px; text-decoration: none; }
    .pager a:hover { border-color: var(--accent); }
    .pager .next { text-align: right; grid-column: 2; }
    .pager .direction { display: block; font-size: .8rem; color: var(--muted); }
    .pager .title { display: block; font-weight: 600; }

    /* Landing page */
    .landing { max-width: 60rem; }
    .landing-header { padding: 1.5rem 0 1rem; border-bottom: 1px solid var(--line); margin-bottom: 1.5rem; }
    .landing-header h1 { font-size: 2.1rem; margin: 0 0 .25rem; }
    .landing-header .title-zh { font-size: 1.5rem; font-weight: 700; margin: 1rem 0 .25rem; }
    .subtitle { color: var(--muted); margin: 0; max-width: 44rem; }
    .starts { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1.25rem 0 0; }
    .start { display: inline-block; padding: .5rem 1rem; border-radius: 999px; background: var(--accent); color: #ffffff; text-decoration: none; font-weight: 600; }
    ol.book { list-style: none; margin: 0; padding: 0; }
    .book-chapter { display: grid; grid-template-columns: 3rem minmax(0, 1fr); gap: .75rem; padding: 1rem 0; border-top: 1px solid var(--line); }
    .book-chapter:first-child { border-top: 0; }
    .book-chapter .number { font-size: 1.6rem; font-weight: 700; color: var(--muted); line-height: 1.2; font-variant-numeric: tabular-nums; }
    .versions { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: .5rem 2rem; }
    .version .title { font-weight: 650; font-size: 1.05rem; text-decoration: none; }
    .version .title:hover { text-decoration: underline; }
    .version .objectives { margin: .25rem 0; padding-left: 1.1rem; font-size: .9rem; overflow-wrap: anywhere; }
    .version .summary p { margin: .25rem 0; font-size: .9rem; color: var(--muted); }
    .version .facts { margin: .25rem 0 0; font-size: .8rem; color: var(--muted); }
    .file { color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; margin: .25rem 0; }
    h1 { font-size: 1.9rem; line-height: 1.25; margin: .75rem 0 .5rem; }
    h2 { font-size: 1.4rem; line-height: 1.3; margin: 2.25rem 0 .75rem; padding-top: .5rem; border-top: 1px solid var(--line); }
    main > section > h2:first-child { border-top: 0; padding-top: 0; }
    h3, h4, h5, h6 { margin: 1.5rem 0 .5rem; }
    article > p, article > ul, article > ol, article > blockquote, article > table { max-width: 44rem; }
    /* Code uses the article's whole width; a line longer than that scrolls, and says so: a scroll bar that stays
       shown, and a shadow on the side where more code is (the panel colour covers it at either end). */
    pre { padding: .75rem; border-radius: 6px; overflow-x: auto; font-size: .875rem;
      scrollbar-width: thin; scrollbar-color: var(--muted) var(--panel);
      background:
        linear-gradient(to right, var(--panel) 40%, transparent) left center / 2.5rem 100% no-repeat local,
        linear-gradient(to left, var(--panel) 40%, transparent) right center / 2.5rem 100% no-repeat local,
        radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--fg) 30%, transparent), transparent) left center / .8rem 100% no-repeat scroll,
        radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--fg) 30%, transparent), transparent) right center / .8rem 100% no-repeat scroll,
        var(--panel); }
    .file-version { margin: 1rem 0; }
    .file-version figcaption { font-size: .85rem; color: var(--muted); margin-bottom: .25rem; }
    .file-version pre { margin: 0; }
    mark.changed-line { display: inline-block; min-width: 100%; background: color-mix(in srgb, var(--accent, #2f6fde) 18%, transparent); color: inherit; border-left: 3px solid var(--accent, #2f6fde); margin-left: -3px; }
    blockquote { margin-left: 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
    img { max-width: 100%; }

    /* Status: a symbol and a word, coloured as a third cue only. */
    .status { display: inline-flex; align-items: baseline; gap: .3em; font-size: .8rem; font-weight: 600;
      padding: .05rem .5rem; border-radius: 999px; border: 1px solid currentColor; white-space: nowrap; vertical-align: middle; }
    .status.passed { color: var(--passed); background: var(--passed-bg); }
    .status.failed { color: var(--failed); background: var(--failed-bg); }
    .status.blocked { color: var(--blocked); background: var(--blocked-bg); }
    .status.not-run, .status.untranslated { color: var(--muted); }

    /* Progress */
    .progress { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; margin: .75rem 0; }
    .progress-text { font-weight: 600; }
    .meter { display: flex; width: 14rem; max-width: 100%; height: .75rem; border-radius: 999px; overflow: hidden;
      background: var(--line); -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    .meter span { display: block; height: 100%; }
    .meter .passed { background: var(--passed); }
    .meter .failed { background: var(--failed); }
    .meter .blocked { background: var(--blocked); background-image: repeating-linear-gradient(45deg, transparent 0 3px, rgba(255,255,255,.45) 3px 6px); }
    .counts { color: var(--muted); font-size: .9rem; }

    /* Step list */
    .toc ol { padding-left: 1.25rem; margin: .25rem 0; }
    .toc li { margin: .15rem 0; }
    .toc .status { margin-left: .4rem; }
    .warnings { color: var(--blocked); font-size: .9rem; }

    /* Spec blocks and their figures */
    .block { margin: 1.25rem 0; max-width: 48rem; }
    .block figure { margin-top: .75rem; }
    .block-head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; font-size: .85rem; color: var(--muted); margin-bottom: .35rem; }
    .spec { list-style: none; margin: 0; padding: .4rem 0; font-size: .85rem; line-height: 1.5;
      background: var(--panel); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; }
    .spec li { display: grid; grid-template-columns: 2.75rem 5.5rem minmax(0, 1fr) auto; column-gap: .5rem; padding: 0 .75rem 0 0; }
    .spec li.failed { background: var(--failed-bg); }
    .spec li.blocked, .spec li.not-run { color: var(--muted); }
    .spec .outcome { white-space: nowrap; font-family: system-ui, sans-serif; font-size: .75rem; padding-top: .1rem; }
    .spec li { counter-increment: ln; }
    .spec li::after { content: counter(ln); grid-column: 1; grid-row: 1; text-align: right; color: var(--muted); user-select: none; }
    .spec li.passed::before { grid-column: 2; grid-row: 1; content: "✓ passed" / "passed"; color: var(--passed);
      white-space: nowrap; font-family: system-ui, sans-serif; font-size: .75rem; padding-top: .1rem; }
    :lang(zh-Hans) .spec li.passed::before { content: "✓ 通过" / "通过"; }
    .spec .failed .outcome::before { content: "✗ " / ""; }
    .spec .blocked .outcome::before { content: "◌ " / ""; }
    .spec .not-run .outcome::before { content: "– " / ""; }
    .spec .failed .outcome { color: var(--failed); font-weight: 700; }
    .spec .blocked .outcome { color: var(--blocked); }
    .spec .comment code { color: var(--muted); }
    .spec code { white-space: pre-wrap; overflow-wrap: anywhere; }
    .spec .app { grid-column: 4; grid-row: 1; justify-self: end; white-space: nowrap; font-family: system-ui, sans-serif; font-size: .7rem;
      padding: 0 .3rem; border-radius: .25rem; color: var(--passed); border: 1px solid currentColor; align-self: start; margin-top: .1rem; }
    .spec .app.engine-only { color: var(--muted); border-style: dashed; }
    .failure { grid-column: 2 / -1; margin: .25rem 0 .5rem; padding: .5rem .75rem; border-left: 3px solid var(--failed);
      background: var(--bg); font-family: system-ui, sans-serif; font-size: .875rem; }
    .failure p { margin: 0 0 .25rem; }
    .failure dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .1rem .75rem; margin: 0; }
    .failure dt { color: var(--muted); }
    .failure dd { margin: 0; overflow-wrap: anywhere; }
    figure { margin: 0; }
    figure.whole { display: grid; grid-template-columns: 17rem minmax(0, 24rem); column-gap: 1.25rem; align-items: start; }
    figure.whole > svg { grid-column: 1; grid-row: 1 / span 4; }
    figure.whole > * { grid-column: 2; }
    figure.whole > figcaption { margin-top: 0; }
    figure.focused { max-width: 38rem; }
    figure.label { max-width: 30rem; }
    input.play { position: absolute; opacity: 0; width: 1px; height: 1px; }
    .motion-controls { margin: 0 0 .4rem; display: flex; gap: .5rem; flex-wrap: wrap; font-size: .85rem; }
    .motion-controls label { cursor: pointer; padding: .15rem .65rem; border: 1px solid var(--accent); border-radius: 999px; color: var(--accent); }
    input.play:focus-visible ~ figure .motion-controls label { outline: 2px solid var(--accent); outline-offset: 2px; }
    .frames { display: none; list-style: none; padding: 0; margin: .5rem 0 0; gap: .5rem; flex-wrap: wrap; }
    .frames li { width: 9rem; font-size: .75rem; color: var(--muted); }
    svg.world.still { border: 1px solid var(--line); }
    @media (prefers-reduced-motion: reduce) {
      .motion-controls { display: none; }
      .frames { display: flex; }
    }
    /* Replays of what a block moved (FigureTimeline): each moving group names its keyframes in --n, the figure its
       length in --d; ticking a play box runs them. */
    @media (prefers-reduced-motion: no-preference) {
      input.play:checked ~ figure .mv { animation-name: var(--n); animation-duration: var(--d); animation-timing-function: linear; animation-fill-mode: both; }
      input.play.slow:checked ~ figure .mv { animation-duration: calc(var(--d) * 5); }
    }
    .frames.replay li { width: 7.5rem; }
    /* End of replays */
    figcaption { font-size: .8rem; color: var(--muted); margin-top: .35rem; line-height: 1.45; }
    svg.world { display: block; width: 100%; height: auto; font-family: system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; }
    svg.world .viewport { fill: var(--viewport); }
    svg.world .frame { fill: none; stroke: var(--line); }
    svg.world .cell { fill: var(--cell); }
    svg.world .cell.lifted { stroke: var(--accent); stroke-width: 1.5; }
    svg.world text { fill: var(--fg); font-size: 15px; dominant-baseline: central; }
    svg.world .overview-caption, svg.world .limit-note { dominant-baseline: auto; }
    svg.world .separator { stroke: var(--line); stroke-width: 1; }
    svg.world .disclosure, svg.world .arrow { fill: var(--muted); }
    svg.world .action { fill: var(--action); }
    svg.world .action.destructive { fill: var(--destructive); }
    svg.world .action-title { fill: #ffffff; font-size: 13px; font-weight: 600; }
    svg.world .header-background { fill: var(--header); }
    svg.world .header-title { fill: var(--fg); font-size: 13px; font-weight: 600; }
    svg.world .gap { fill: none; stroke: var(--muted); stroke-dasharray: 5 4; }
    svg.world .shadow { fill: #000000; opacity: .12; }
    svg.world .finger { fill: var(--accent); opacity: .35; stroke: var(--accent); }
    svg.world .floating-header-background { fill: var(--header); }
    svg.world .header-picture { fill: var(--accent); opacity: .35; }
    svg.world .header-picture-mark { fill: var(--accent); opacity: .45; }
    svg.world .header-control { fill: var(--cell); stroke: var(--muted); }
    svg.world .header-control-title { fill: var(--fg); font-size: 13px; }
    svg.world .floating-header-edge { stroke: var(--muted); }
    svg.world .floating-header-full { stroke: var(--muted); stroke-dasharray: 4 3; }
    svg.world .scroll-indicator { fill: var(--muted); opacity: .7; }
    svg.world .header-count { fill: var(--muted); font-size: 11px; }
    svg.world .fade { fill: var(--bg); opacity: .72; }
    svg.world .cut { stroke: var(--muted); stroke-dasharray: 2 3; opacity: .6; }
    svg.world .focus-box { fill: none; stroke: var(--accent); stroke-width: 5; }
    svg.world .ink { fill: var(--muted); opacity: .45; }
    svg.world .overview-caption { fill: var(--muted); font-size: 10px; }
    svg.world .overview .cell.lifted { stroke-width: 4; }
    svg.world .note text { fill: var(--fg); font-size: 10.5px; font-weight: 600; }
    svg.world .plate { fill: var(--bg); stroke: var(--line); stroke-width: .75; }
    svg.world .dimension line { stroke: var(--accent); stroke-width: 1.25; }
    svg.world .dimension .plate { stroke: var(--accent); }
    svg.world .tick { stroke: var(--accent); stroke-width: 1; stroke-dasharray: 2 2; }
    svg.world .x-note .plate { stroke: none; fill: none; }
    svg.world .x-note text { fill: var(--accent); font-weight: 500; }
    svg.world .threshold { stroke: var(--failed); stroke-width: 1.5; stroke-dasharray: 4 3; }
    svg.world .threshold-note .plate { stroke: var(--failed); }
    svg.world .threshold-note text { fill: var(--failed); }
    svg.world .slot-note .plate { stroke-dasharray: 3 2; }
    svg.world .finger-path { stroke: var(--accent); stroke-width: 2; stroke-dasharray: 5 4; }
    svg.world .finger-start { fill: none; stroke: var(--accent); stroke-width: 2; }
    svg.world .edge-zone { fill: var(--accent); opacity: .09; }
    svg.world .speed-note text, svg.world .zone-note text { fill: var(--accent); }
    svg.world .line-width { fill: var(--muted); font-size: 11px; font-variant-numeric: tabular-nums; }
    svg.world .limit-note { fill: var(--failed); font-size: 11px; }
    svg.world .label-box { fill: var(--cell); stroke: var(--line); }
    svg.world .limit { stroke: var(--failed); stroke-dasharray: 4 3; }
    svg.world .label-text { fill: var(--fg); }
    svg.world .suffix { fill: var(--accent); }

    /* Index */
    table.chapters { width: 100%; border-collapse: collapse; font-size: .95rem; }
    table.chapters caption { text-align: left; color: var(--muted); font-size: .85rem; padding-bottom: .5rem; }
    table.chapters th, table.chapters td { text-align: left; vertical-align: top; padding: .6rem .5rem; border-top: 1px solid var(--line); }
    table.chapters thead th { font-size: .8rem; color: var(--muted); border-top: 0; }
    table.chapters tbody th { font-weight: 400; }
    table.chapters .title { font-weight: 600; }
    table.chapters .progress { margin: 0; }
    table.chapters .meter { width: 8rem; }
    .translation { font-size: .875rem; }
    .translation .detail { color: var(--muted); overflow-wrap: anywhere; }
    .errors li { overflow-wrap: anywhere; }
    footer { margin-top: 3rem; color: var(--muted); font-size: .8rem; }

    @media (max-width: 60rem) {
      .layout { display: block; }
      .layout > .toc { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--line); padding: 0 0 .75rem; margin-bottom: 1rem; }
    }
    @media (max-width: 44rem) {
      .page { padding: .75rem .75rem 2rem; }
      h1 { font-size: 1.5rem; }
      .pager { grid-template-columns: 1fr; }
      figure.whole { display: block; max-width: 17rem; }
      figure.whole > figcaption { margin-top: .35rem; }
      .pager .next { grid-column: 1; }
      .book-chapter { grid-template-columns: 2.25rem minmax(0, 1fr); }
      .landing-header h1 { font-size: 1.6rem; }
      .landing-header .title-zh { font-size: 1.25rem; }
      .spec li { grid-template-columns: 2rem 4.5rem minmax(0, 1fr) auto; column-gap: .35rem; }
      table.chapters thead { position: absolute; left: -999px; }
      table.chapters, table.chapters tbody, table.chapters tr, table.chapters th, table.chapters td { display: block; }
      table.chapters tr { border-top: 1px solid var(--line); padding: .5rem 0; }
      table.chapters th, table.chapters td { border: 0; padding: .15rem 0; }
    }
    @media print {
      :root {
        --bg: #ffffff; --fg: #000000; --muted: #444c56; --line: #b0b7bf; --panel: #ffffff;
        --cell: #ffffff; --header: #eaeef2; --viewport: #ffffff;
      }
      body { font-size: 10.5pt; }
      .page { max-width: none; padding: 0; }
      .skip, .page-header nav, .toc { display: none; }
      a { color: inherit; text-decoration: none; }
      h2 { break-after: avoid; }
      .layout { display: block; }
      .pager, .starts { display: none; }
      figure, pre, .spec, .introduction { break-inside: avoid; }
      .motion-controls { display: none; }
      .frames { display: flex; }
      .block-head { break-after: avoid; }
      .spec { overflow: visible; }
      /* Paper does not scroll: long code lines wrap instead of being cut at the margin. */
      pre { overflow: visible; white-space: pre-wrap; overflow-wrap: anywhere; background: var(--panel); }
      .spec code { white-space: pre-wrap; overflow-wrap: anywhere; }
      .status, .meter, svg.world, .spec li.failed { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }
    """
}
