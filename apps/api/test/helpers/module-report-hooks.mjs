/** The resolve hook of module-report.mjs (it runs on the loader's thread). */
let port;
let pattern;

export function initialize(data) {
  port = data.port;
  pattern = new RegExp(data.pattern);
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (pattern.test(resolved.url)) port.postMessage(resolved.url);
  return resolved;
}
