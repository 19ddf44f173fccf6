/**
 * Issue 30: a rendered modality page's first read, one client, against a running server (`BASE`):
 * each variant (a query suffix, e.g. `proto=a`) reads its own modalities (ids no other variant reads,
 * so every read is a first read: no JSON nor page cache answers it), in turns, and the p50/p95 of each
 * is printed. `--ids=N` modalities per variant.
 *
 *   BASE=http://127.0.0.1:3300 npx tsx bench/page-render.ts '' proto=a proto=b --ids=150
 */
export {};

const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const args = process.argv.slice(2);
const perVariant = Number(args.find((a) => a.startsWith('--ids='))?.slice(6) ?? 150);
const variants = args.filter((a) => !a.startsWith('--'));

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

// Published modalities, in the order the API pages them.
const ids: { m: number; t: number }[] = [];
for (let id = 1; ids.length < perVariant * variants.length + 10 && id < 200_000; id++) {
  const r = await fetch(`${base}/api/public_modalidad_by_id/${id}`);
  if (r.ok) {
    const { modalidad } = (await r.json()) as { modalidad: { id: number; tramite_id: number } };
    ids.push({ m: modalidad.id, t: modalidad.tramite_id });
  }
}
// Warm-up: the renderers load their code.
for (const v of variants)
  await (await fetch(`${base}/tramite/${ids[0]!.t}/detalles/${ids[0]!.m}?${v}`)).text();
const times = new Map<string, number[]>(variants.map((v) => [v, []]));
const statuses = new Map<string, number>();
for (let i = 0; i < perVariant; i++)
  for (const [k, v] of variants.entries()) {
    const { m, t } = ids[10 + i * variants.length + k]!;
    const started = performance.now();
    const r = await fetch(`${base}/tramite/${t}/detalles/${m}?${v}`, {
      headers: { 'accept-encoding': 'br' },
    });
    await r.arrayBuffer();
    times.get(v)!.push(performance.now() - started);
    statuses.set(`${v} ${r.status}`, (statuses.get(`${v} ${r.status}`) ?? 0) + 1);
  }
console.log('| variant | first reads | p50 ms | p95 ms |');
console.log('|---|---|---|---|');
for (const v of variants) {
  const xs = times.get(v)!;
  console.log(
    `| ${v || 'current'} | ${xs.length} | ${pct(xs, 0.5).toFixed(1)} | ${pct(xs, 0.95).toFixed(1)} |`,
  );
}
console.log(JSON.stringify(Object.fromEntries(statuses)));
