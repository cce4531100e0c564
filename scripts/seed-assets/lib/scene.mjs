// A tiny scene builder: collects <defs> and body fragments, then emits one SVG document.
import { svgDoc } from './draw.mjs';
import { imageDefsFor } from './assets.mjs';

export function scene(w, h) {
  let defs = '';
  let body = '';
  const api = {
    w,
    h,
    /** Adds a string, a {defs, svg} pair, or an array of those. Returns the scene for chaining. */
    add(...parts) {
      for (const p of parts) {
        if (p === undefined || p === null || p === false) continue;
        if (Array.isArray(p)) api.add(...p);
        else if (typeof p === 'string') body += p;
        else {
          if (p.defs) defs += p.defs;
          if (p.svg) body += p.svg;
        }
      }
      return api;
    },
    def(d) {
      defs += d;
      return api;
    },
    /** Wraps what was added since `mark()` in a group with the given attributes. */
    mark() {
      return body.length;
    },
    wrap(from, attrs) {
      body = body.slice(0, from) + `<g ${attrs}>` + body.slice(from) + '</g>';
      return api;
    },
    svg() {
      return svgDoc(w, h, body, defs + imageDefsFor(body));
    },
  };
  return api;
}
