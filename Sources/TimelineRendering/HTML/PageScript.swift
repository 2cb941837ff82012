/// The script of timeline pages: tooltips on hover, and zoom and pan that redraw the view.
///
/// The page is complete without it; the script only redraws what the renderer drew, with the
/// same constants and the same rules (axis ticks, clusters of marks, labels that fit), for a
/// narrower view. It reads the instants the drawing carries and never text of the run as code.
/// `window.timelineViews` holds one view per drawing, with `zoom(start, end)` and `reset()`.
enum PageScript {
  static let source = #"""
    (function () {
    "use strict";
    var LEFT = \#(Geometry.timeLeft), WIDTH = \#(Geometry.timeWidth);
    var PLOT_LEFT = \#(Geometry.labelColumn * 10), PLOT_RIGHT = \#(Geometry.width * 10);
    var CELL = \#(Geometry.characterWidth);
    var HALF = \#(Geometry.markHalfWidth), GAP = \#(Geometry.markGap);
    var MIN_TICK = \#(Geometry.minimumTickSpacing), MIN_VIEW = 10000;
    var STEPS = [\#(Geometry.tickSteps.map(String.init).joined(separator: ","))];
    var DAY = 86400000, WEEK = 604800000, TIP_LIMIT = 25;

    function number(element, name) { return Number(element.getAttribute(name)); }
    function pixels(tenths) { return (Math.round(tenths) / 10).toString(); }
    function pad(value) { return value < 10 ? "0" + value : String(value); }
    function cells(text) {
      var count = 0;
      for (var character of text) { count += character.codePointAt(0) >= 0x1100 ? 2 : 1; }
      return count * CELL;
    }
    function label(local, seconds) {
      var day = Math.floor(local / DAY), time = local - day * DAY;
      var text = "day " + (day + 1) + " " + pad(Math.floor(time / 3600000)) + ":" +
        pad(Math.floor(time / 60000) % 60);
      return seconds ? text + ":" + pad(Math.floor(time / 1000) % 60) : text;
    }
    function badgeWidth(count) { return 60 + 60 * String(count).length; }
    function right(item) {
      var count = item.members.length;
      return count === 1 ? item.x + HALF : item.x - HALF + badgeWidth(count);
    }

    function View(svg) {
      this.svg = svg;
      this.start0 = number(svg, "data-s");
      this.end0 = number(svg, "data-e");
      this.start = this.start0;
      this.end = this.end0;
      this.dayOne = number(svg, "data-day1");
      this.height = svg.viewBox.baseVal.height;
      this.zones = svg.getAttribute("data-zones").split(";").map(function (part, index) {
        var fields = part.split(",");
        return { from: index === 0 ? -Infinity : Number(fields[0]),
                 offset: Number(fields[fields.length - 1]) * 1000 };
      });
      this.lanes = null;
      this.pending = false;
      this.attach();
    }

    // Whole tenths of a pixel, rounded as the renderer rounds them, so that the view over the
    // whole run is drawn exactly as the renderer drew it.
    View.prototype.x = function (instant) {
      var clamped = Math.min(Math.max(instant, this.start), this.end);
      return LEFT + Math.floor((clamped - this.start) * WIDTH / (this.end - this.start) + 0.5);
    };
    View.prototype.rawX = function (instant) {
      return LEFT + (instant - this.start) * WIDTH / (this.end - this.start);
    };

    View.prototype.zoom = function (start, end) {
      var full = this.end0 - this.start0;
      var duration = Math.min(Math.max(end - start, Math.min(MIN_VIEW, full)), full);
      start = Math.min(Math.max(start, this.start0), this.end0 - duration);
      this.start = start;
      this.end = start + duration;
      this.draw();
    };
    View.prototype.reset = function () { this.zoom(this.start0, this.end0); };
    View.prototype.schedule = function (start, end) {
      var view = this;
      view.target = [start, end];
      if (view.pending) { return; }
      view.pending = true;
      requestAnimationFrame(function () {
        view.pending = false;
        view.zoom(view.target[0], view.target[1]);
      });
    };

    View.prototype.multiples = function (step) {
      var found = [], zones = this.zones;
      for (var index = 0; index < zones.length; index++) {
        var low = index === 0 ? this.start : Math.max(this.start, zones[index].from);
        var high = index + 1 < zones.length ?
          Math.min(this.end, zones[index + 1].from - 1) : this.end;
        if (low > high) { continue; }
        var shift = zones[index].offset - this.dayOne;
        var local = Math.ceil((low + shift) / step) * step;
        for (; local - shift <= high; local += step) { found.push([local - shift, local]); }
      }
      return found;
    };

    View.prototype.drawAxis = function () {
      var view = this, duration = this.end - this.start, step = 0;
      for (var index = 0; index < STEPS.length; index++) {
        if (STEPS[index] * WIDTH >= MIN_TICK * duration) { step = STEPS[index]; break; }
      }
      if (!step) { step = Math.ceil(MIN_TICK * duration / (WEEK * WIDTH)) * WEEK; }
      var grid = "", top = "", bottom = "", last = -Infinity, height = this.height;
      this.multiples(step).forEach(function (multiple) {
        var x = view.x(multiple[0]);
        if (x - last < MIN_TICK / 2) { return; }
        last = x;
        var midnight = Math.floor(multiple[1] / DAY) * DAY === multiple[1];
        var text = label(multiple[1], step < 60000);
        grid += "<line" + (midnight ? " class=\"midnight\"" : "") + " x1=\"" + pixels(x) +
          "\" y1=\"20\" x2=\"" + pixels(x) + "\" y2=\"" + (height - 20) + "\"/>";
        if (x + 30 + cells(text) > PLOT_RIGHT) { return; }
        top += "<text x=\"" + pixels(x + 30) + "\" y=\"16\">" + text + "</text>";
        bottom += "<text x=\"" + pixels(x + 30) + "\" y=\"" + (height - 9) + "\">" + text +
          "</text>";
      });
      var starts = [[this.start, this.start + this.zoneAt(this.start) - this.dayOne]];
      this.multiples(DAY).forEach(function (multiple) {
        if (multiple[0] > view.start) { starts.push(multiple); }
      });
      var bands = "";
      starts.forEach(function (start, index) {
        var end = index + 1 < starts.length ? starts[index + 1][0] : view.end;
        if ((Math.floor(start[1] / DAY) + 1) % 2 !== 0) { return; }
        var x = view.x(start[0]);
        bands += "<rect class=\"band\" x=\"" + pixels(x) + "\" y=\"20\" width=\"" +
          pixels(view.x(end) - x) + "\" height=\"" + (height - 40) + "\"/>";
      });
      this.svg.querySelector(".grid").innerHTML = grid;
      this.svg.querySelector(".axis.top").innerHTML = top;
      this.svg.querySelector(".axis.bottom").innerHTML = bottom;
      this.svg.querySelector(".bands").innerHTML = bands;
    };
    View.prototype.zoneAt = function (instant) {
      var offset = this.zones[0].offset;
      this.zones.forEach(function (zone) { if (zone.from <= instant) { offset = zone.offset; } });
      return offset;
    };

    View.prototype.drawBars = function () {
      var view = this;
      this.svg.querySelectorAll("rect[data-s]").forEach(function (bar) {
        var start = view.x(number(bar, "data-s")), end = view.x(number(bar, "data-e"));
        var gap = end - start > 20 ? 10 : 0;
        bar.classList.toggle("in",
          number(bar, "data-e") < view.start || number(bar, "data-s") > view.end);
        bar.setAttribute("x", pixels(start + gap));
        bar.setAttribute("width", pixels(Math.max(10, end - start - gap)));
      });
      this.svg.querySelectorAll("text.sl").forEach(function (text) {
        var start = view.x(number(text, "data-s")), end = view.x(number(text, "data-e"));
        text.setAttribute("x", pixels(start + 30));
        text.classList.toggle("off", end - start < cells(text.textContent) + 60);
      });
      this.svg.querySelectorAll("path.ln").forEach(function (link) {
        var from = view.rawX(number(link, "data-s")), to = view.rawX(number(link, "data-e"));
        var y = number(link, "data-y");
        link.setAttribute("d", "M" + pixels(from) + " " + y + "Q" + pixels((from + to) / 2) + " " +
          (y - 16) + " " + pixels(to) + " " + y);
      });
      this.svg.querySelectorAll("line.rule").forEach(function (rule) {
        var instant = number(rule, "data-t"), x = pixels(view.x(instant));
        rule.setAttribute("x1", x);
        rule.setAttribute("x2", x);
        rule.classList.toggle("in", instant < view.start || instant > view.end);
      });
    };

    View.prototype.drawMarks = function () {
      var view = this;
      if (!this.lanes) {
        var groups = this.svg.querySelectorAll("g.marks");
        this.lanes = Array.prototype.map.call(groups, function (group) {
          return { group: group, y: number(group, "data-y"),
                   marks: Array.prototype.slice.call(group.querySelectorAll(":scope > .mk")) };
        });
      }
      this.lanes.forEach(function (lane) {
        lane.group.querySelectorAll(":scope > .cl").forEach(function (old) { old.remove(); });
        var items = [];
        lane.marks.forEach(function (mark, index) {
          var instant = number(mark, "data-t");
          if (instant < view.start || instant > view.end) { mark.classList.add("in"); return; }
          var entry = { index: index, x: view.x(instant), mark: mark };
          var last = items[items.length - 1];
          if (last && entry.x - HALF < right(last) + GAP) { last.members.push(entry); }
          else { items.push({ x: entry.x, members: [entry] }); }
        });
        var clusters = "";
        items.forEach(function (item, position) {
          if (item.members.length === 1) {
            var entry = item.members[0], next = items[position + 1];
            entry.mark.classList.remove("in");
            entry.mark.setAttribute("transform",
              "translate(" + pixels(entry.x) + "," + lane.y + ")");
            var text = entry.mark.querySelector(".lb");
            if (text) {
              var limit = next ? next.x - HALF : PLOT_RIGHT;
              text.classList.toggle("off", entry.x + 80 + cells(text.textContent) + 30 > limit);
            }
            return;
          }
          var failing = false, count = item.members.length, width = badgeWidth(count);
          item.members.forEach(function (entry) {
            entry.mark.classList.add("in");
            failing = failing || entry.mark.classList.contains("k-fail");
          });
          clusters += "<g class=\"cl" + (failing ? " bad" : "") + "\" data-i=\"" +
            item.members[0].index + "\" data-n=\"" + count + "\" transform=\"translate(" +
            pixels(item.x) + "," + lane.y + ")\"><rect x=\"-6\" y=\"-6\" width=\"" +
            pixels(width) + "\" height=\"12\" rx=\"3\"/><text x=\"" + pixels(width / 2 - 60) +
            "\" y=\"3.5\">" + count + "</text></g>";
        });
        lane.group.insertAdjacentHTML("beforeend", clusters);
      });
    };

    View.prototype.draw = function () {
      this.drawAxis();
      this.drawBars();
      this.drawMarks();
    };

    View.prototype.pointer = function (event) {
      var box = this.svg.getBoundingClientRect();
      return (event.clientX - box.left) * PLOT_RIGHT / box.width;
    };
    View.prototype.instantAt = function (x) {
      return this.start + (x - LEFT) * (this.end - this.start) / WIDTH;
    };
    View.prototype.attach = function () {
      var view = this, svg = this.svg, drag = null;
      svg.addEventListener("wheel", function (event) {
        if (!event.ctrlKey && !event.metaKey) { return; }
        var x = view.pointer(event);
        if (x < PLOT_LEFT) { return; }
        event.preventDefault();
        var base = view.target && view.pending ? view.target : [view.start, view.end];
        var instant = base[0] + (x - LEFT) * (base[1] - base[0]) / WIDTH;
        var factor = Math.exp(Math.max(-100, Math.min(100, event.deltaY)) * 0.004);
        view.schedule(instant - (instant - base[0]) * factor,
          instant + (base[1] - instant) * factor);
      }, { passive: false });
      svg.addEventListener("mousedown", function (event) {
        var x = view.pointer(event);
        if (event.button !== 0 || x < PLOT_LEFT) { return; }
        drag = { x: x, start: view.start, end: view.end };
        event.preventDefault();
      });
      window.addEventListener("mousemove", function (event) {
        if (!drag) { return; }
        var shift = (view.pointer(event) - drag.x) * (drag.end - drag.start) / WIDTH;
        view.schedule(drag.start - shift, drag.end - shift);
      });
      window.addEventListener("mouseup", function () { drag = null; });
      svg.addEventListener("dblclick", function (event) {
        if (view.pointer(event) >= PLOT_LEFT) { view.reset(); }
      });
    };

    var tip = document.getElementById("tip");
    function ownText(element) {
      var title = element.querySelector(":scope > title");
      if (title) {
        element.setAttribute("data-tip", title.textContent);
        title.remove();
      }
      return element.getAttribute("data-tip") || "";
    }
    function tipText(element) {
      if (!element.classList.contains("cl")) { return ownText(element); }
      ownText(element);
      var marks = element.parentNode.querySelectorAll(":scope > .mk");
      var first = number(element, "data-i"), count = number(element, "data-n"), parts = [];
      for (var index = first; index < first + Math.min(count, TIP_LIMIT); index++) {
        parts.push(ownText(marks[index]));
      }
      if (count > TIP_LIMIT) {
        parts.push("… and " + (count - TIP_LIMIT) + " more: Ctrl + wheel to zoom in");
      }
      return count + " marks\n\n" + parts.join("\n\n");
    }
    function place(event) {
      var box = tip.getBoundingClientRect(), x = event.clientX + 14, y = event.clientY + 14;
      if (x + box.width > window.innerWidth) { x = Math.max(0, event.clientX - box.width - 14); }
      if (y + box.height > window.innerHeight) { y = Math.max(0, event.clientY - box.height - 14); }
      tip.style.left = x + "px";
      tip.style.top = y + "px";
    }
    document.addEventListener("mouseover", function (event) {
      var target = event.target.closest ?
        event.target.closest(".mk,.cl,.st,.sp,.ln,.rule,.lt") : null;
      var text = target ? tipText(target) : "";
      if (!text) { tip.hidden = true; return; }
      tip.textContent = text;
      tip.hidden = false;
      place(event);
    });
    document.addEventListener("mousemove", function (event) { if (!tip.hidden) { place(event); } });

    var drawings = document.querySelectorAll("svg.tl");
    window.timelineViews = Array.prototype.map.call(drawings, function (svg) {
      return new View(svg);
    });
    })();
    """#
}
