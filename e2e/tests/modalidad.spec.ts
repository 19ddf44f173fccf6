import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import type { Modalidad, Requisito, TramiteModalidadesResponse } from '@rnt/contract/modalidad';
import {
  feeDisplay,
  isRegisteredState,
  onlineProcedureLink,
  requirementFields,
} from '@rnt/contract/modalidad-rules';
import { detailUrl, findModalidad, otros, solicitud } from './helpers/modalidades';

/** The value (dd) next to a label (dt) of a description list. */
const field = (scope: Page | Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);

async function openDetail(page: Page, m: Modalidad, query = '') {
  await page.goto(detailUrl(m, query));
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
}

/** Opens the modality, the table holding `r`, and the requirement modal of `r`. */
async function openRequirement(page: Page, m: Modalidad, r: Requisito): Promise<Locator> {
  await openDetail(page, m);
  await page
    .getByRole('button', { name: r.es_parte_solicitud ? 'Requisitos de la solicitud' : 'Otros requisitos' })
    .click();
  await page
    .getByRole('button', { name: `Ver detalle de ${r.nombre}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: r.nombre });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('procedure and modality screens', () => {
  test('lists a procedure’s modalities and opens one, passing the query through', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'un trámite con varias modalidades',
      (x) => x.nombre !== x.nombre_tramite,
    );
    const list = (await (
      await request.get(`/api/public_tramites_modalidades?id=${m.tramite_id}&per_page=-1`)
    ).json()) as TramiteModalidadesResponse;
    const query = `?nombre=${encodeURIComponent(m.nombre_tramite.split(' ')[0]!)}&estado=${m.estado.codigo}`;
    const filtered = (await (
      await request.get(`/api/public_tramites_modalidades${query}&id=${m.tramite_id}`)
    ).json()) as TramiteModalidadesResponse;

    await page.goto(`/tramite/${m.tramite_id}`);
    await expect(page.getByRole('heading', { level: 1, name: m.nombre_tramite })).toBeVisible();
    await expect(field(page, 'Institución')).toHaveText(m.nombre_institucion);
    await expect(field(page, 'Unidad')).toHaveText(m.nombre_unidad);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(list.portal.length);

    await page.goto(`/tramite/${m.tramite_id}${query}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(filtered.portal.length);
    await page.getByRole('link', { name: m.nombre, exact: true }).click();
    await expect(page).toHaveURL(detailUrl(m, query));
    await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al trámite' }).click();
    await expect(page).toHaveURL(`/tramite/${m.tramite_id}${query}`);
    await page.goBack();
    // The page's own way home (the light page also has a breadcrumb with the same link).
    await page
      .getByRole('navigation', { name: 'Navegación de la modalidad' })
      .getByRole('link', { name: 'Inicio', exact: true })
      .click();
    await expect(page).toHaveURL('/');
  });

  test('shows institution, unit, badge and the documents of a registered modality', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'una modalidad inscrita con anexo y resolución',
      (x) =>
        isRegisteredState(x.estado_id) && x.documentos_anexos.length > 0 && x.documento_resolucion != null,
    );
    await openDetail(page, m);
    await expect(page.locator('[data-estado="inscrito"]')).toHaveText('Estado: Inscrito');
    await expect(page.locator('[data-estado="inscrito"] img')).toBeVisible();
    await expect(field(page, 'Unidad')).toHaveText(m.nombre_unidad);
    await expect(field(page, 'Institución')).toContainText(m.nombre_institucion);
    const web = page.getByRole('link', { name: /Sitio web/ });
    await expect(web).toHaveAttribute('href', m.institucion.descripcion!);
    await expect(web).toHaveAttribute('target', '_blank');
    const docs = page.getByRole('group', { name: 'Documentos de la modalidad' });
    await expect(docs.getByRole('link', { name: /^Anexo/ })).toHaveAttribute(
      'href',
      m.documentos_anexos[0]!.url,
    );
    await expect(docs.getByRole('link', { name: /^Resolución/ })).toHaveAttribute(
      'href',
      m.documento_resolucion!.url,
    );
    await expect(docs.getByRole('link', { name: /^Certificado/ })).toHaveAttribute(
      'href',
      `/pdf/modalidad/${m.id}/certificado`,
    );
    await expect(docs.getByRole('link', { name: /Descargar ficha/ })).toHaveAttribute(
      'href',
      `/pdf/modalidad/${m.id}`,
    );
    const pdf = await request.get(`/pdf/modalidad/${m.id}/certificado`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  test('a modality in evaluation has its own badge and neither certificate nor resolution', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'una modalidad en evaluación',
      (x) => !isRegisteredState(x.estado_id),
    );
    await openDetail(page, m);
    await expect(page.locator('[data-estado="evaluacion"]')).toHaveText('Estado: En Evaluación');
    await expect(page.locator('[data-estado="evaluacion"] img')).toBeVisible();
    const docs = page.getByRole('group', { name: 'Documentos de la modalidad' });
    await expect(docs.getByRole('button', { name: 'Oficinas y medios de contacto' })).toBeVisible();
    await expect(docs.getByRole('link', { name: /^Certificado/ })).toHaveCount(0);
    await expect(docs.getByRole('link', { name: /^Resolución/ })).toHaveCount(0);
  });

  test('toggles the four mutually exclusive panels', async ({ page, request }) => {
    const m = await findModalidad(
      request,
      'una modalidad con comentarios y requisitos en ambas tablas',
      (x) => x.comentario_periodicidad != null && solicitud(x).length > 0 && otros(x).length > 0,
    );
    await openDetail(page, m);
    const info = page.getByRole('region', { name: 'Más información' });
    await expect(info).toBeVisible();
    for (const label of [
      'Descripción',
      'Clasificación del trámite',
      'Periodicidad',
      'Vigencia',
      'Formas de presentación',
      'Nivel de digitalización',
      'Tipo de tarifa',
      'Costo',
      'Tercero autorizado',
      'Tiempo de respuesta efectivo',
      'Plazo legal de respuesta',
      'Dónde realizarlo',
    ])
      await expect(field(info, label)).toBeVisible();
    await expect(field(info, 'Periodicidad')).toContainText(`Comentario: ${m.comentario_periodicidad}`);
    await expect(field(info, 'Tercero autorizado')).toContainText(m.tercero_autorizado ? 'Sí' : 'No');

    await page.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
    await expect(page.getByRole('button', { name: 'Requisitos de la solicitud' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(info).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Requisitos que forman parte de la solicitud' });
    await expect(table.getByRole('row')).toHaveCount(solicitud(m).length + 1);
    for (const r of solicitud(m))
      await expect(table.getByRole('rowheader', { name: r.nombre }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Otros requisitos' }).click();
    await expect(table).toHaveCount(0);
    const others = page.getByRole('table', { name: 'Requisitos que no forman parte de la solicitud' });
    await expect(others.getByRole('row')).toHaveCount(otros(m).length + 1);

    await page.getByRole('link', { name: 'Comentar', exact: true }).click();
    await expect(page).toHaveURL(`/tramite/comentarios-ciudadanos/${m.id}`);
  });

  // Which requirements a ruling hides is decided by the server, and the detail JSON carries
  // only the visible ones: the rule is tested on a case table against every output in
  // apps/api/test/requirement-visibility.test.ts, and through the screens by the evaluator journey
  // (journeys.spec.ts: a '002' ruling hides the requirement on the public page).

  test('opens the requirement modal with the fields of its type and the sub-requirement legal basis', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'un sub-requisito visible con base legal', (x) =>
      solicitud(x).some((r) => r.sub_requisitos.some((s) => s.bases_legales.length)),
    );
    const r = solicitud(m).find((q) => q.sub_requisitos.some((s) => s.bases_legales.length))!;
    const sub = r.sub_requisitos.find((s) => s.bases_legales.length)!;
    const dialog = await openRequirement(page, m, r);
    const fields = requirementFields(r.tipo_requisito.codigo);
    await expect(field(dialog, 'Enlace web')).toHaveCount(fields.has('enlace_web') ? 1 : 0);
    await expect(field(dialog, 'Tipo de soporte')).toHaveCount(fields.has('tipo_soporte') ? 1 : 0);
    await expect(field(dialog, 'Condiciones de presentación')).toHaveCount(
      fields.has('condiciones_presentacion') ? 1 : 0,
    );
    await expect(dialog.getByRole('cell', { name: sub.nombre, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: `Ver base legal de ${sub.nombre}` }).click();
    const legal = page.getByRole('dialog', { name: `Base legal: ${sub.nombre}` });
    await expect(
      legal.getByRole('cell', { name: sub.bases_legales[0]!.regulacion.nombre }).first(),
    ).toBeVisible();
    await expect(legal.getByRole('columnheader', { name: 'Valor de sub-referencia' })).toBeVisible();
    await legal.getByRole('button', { name: 'Volver al requisito' }).click();
    await expect(page.getByRole('dialog', { name: r.nombre })).toBeVisible();
    await expect(page.getByRole('button', { name: `Ver base legal de ${sub.nombre}` })).toBeFocused();
  });

  test('shows only the fields of a type 004–006 requirement and drops certificate-and-resolution files', async ({
    page,
    request,
  }) => {
    const isCertRes = (d: { es_certificado: boolean; es_resolucion: boolean }) =>
      d.es_certificado && d.es_resolucion;
    const m = await findModalidad(
      request,
      'un requisito con un archivo que es certificado y resolución',
      (x) => [...solicitud(x), ...otros(x)].some((r) => r.documentos.some(isCertRes)),
    );
    const r = [...solicitud(m), ...otros(m)].find((q) => q.documentos.some(isCertRes))!;
    const dialog = await openRequirement(page, m, r);
    await expect(dialog.getByText(r.documentos.find(isCertRes)!.nombre)).toHaveCount(0);
    for (const d of r.documentos.filter((x) => !isCertRes(x)))
      await expect(dialog.getByText(d.nombre)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    const typed = await findModalidad(request, 'un requisito de tipo 004 a 006', (x) =>
      solicitud(x).some((q) => ['004', '005', '006'].includes(q.tipo_requisito.codigo)),
    );
    const q = solicitud(typed).find((x) => ['004', '005', '006'].includes(x.tipo_requisito.codigo))!;
    const modal = await openRequirement(page, typed, q);
    await expect(field(modal, 'Tipo de documento')).toHaveText(q.tipo_requisito.nombre);
    await expect(field(modal, 'Tipo de soporte')).toBeVisible();
    await expect(field(modal, 'Es trámite de otra institución')).toBeVisible();
    await expect(field(modal, 'Enlace web')).toHaveCount(0);
    await expect(field(modal, 'Condiciones de presentación')).toHaveCount(0);
  });

  test('opens a requirement’s legal basis from the table', async ({ page, request }) => {
    const m = await findModalidad(request, 'un requisito con base legal', (x) =>
      solicitud(x).some((r) => r.bases_legales.length > 0),
    );
    const r = solicitud(m).find((q) => q.bases_legales.length > 0)!;
    const ref = r.bases_legales[0]!.referencias[0]!;
    await openDetail(page, m);
    await page.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
    await page
      .getByRole('button', { name: `Ver base legal de ${r.nombre}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Base legal: ${r.nombre}` });
    for (const header of [
      'Regulación',
      'Referencia',
      'Valor de referencia',
      'Sub-referencia',
      'Valor de sub-referencia',
    ])
      await expect(dialog.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('cell', { name: r.bases_legales[0]!.regulacion.nombre }).first(),
    ).toBeVisible();
    await expect(dialog.getByRole('cell', { name: ref.valor_referencia, exact: true }).first()).toBeVisible();
  });

  test('lists offices and shows the map button only with coordinates', async ({ page, request }) => {
    for (const withCoords of [true, false]) {
      const m = await findModalidad(request, `una oficina ${withCoords ? 'con' : 'sin'} coordenadas`, (x) =>
        x.contactos_oficinas.some(
          (c) => (c.oficina.latitud != null && c.oficina.longitud != null) === withCoords,
        ),
      );
      const c = m.contactos_oficinas.find(
        (x) => (x.oficina.latitud != null && x.oficina.longitud != null) === withCoords,
      )!;
      await openDetail(page, m);
      await page.getByRole('button', { name: 'Oficinas y medios de contacto' }).click();
      const list = page.getByRole('dialog', { name: 'Oficinas y medios de contacto' });
      await expect(list.getByRole('listitem')).toHaveCount(m.contactos_oficinas.length);
      await expect(list.getByRole('link', { name: /Descargar oficinas/ })).toHaveAttribute(
        'href',
        `/pdf/modalidad/oficinas/${m.id}`,
      );
      await list
        .getByRole('button', { name: new RegExp(c.oficina.nombre) })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: c.oficina.nombre });
      await expect(field(detail, 'Dirección')).toHaveText(c.oficina.direccion);
      await expect(field(detail, 'Teléfonos')).toContainText(c.telefonos[0]!.numero);
      await expect(field(detail, 'Horarios')).toContainText(c.oficina.horarios[0]!.dia);
      const map = detail.getByRole('link', { name: /Ver en el mapa/ });
      if (withCoords) {
        await expect(map).toHaveAttribute(
          'href',
          `https://www.openstreetmap.org/?mlat=${c.oficina.latitud}&mlon=${c.oficina.longitud}#map=17/${c.oficina.latitud}/${c.oficina.longitud}`,
        );
        await expect(map).toHaveAttribute('target', '_blank');
      } else await expect(map).toHaveCount(0);
      await detail.getByRole('button', { name: 'Volver a la lista de oficinas' }).click();
      await expect(page.getByRole('dialog', { name: 'Oficinas y medios de contacto' })).toBeVisible();
    }
  });

  test("shows fixed fees with '$', 'Gratuito' and a variable fee's detail modal", async ({
    page,
    request,
  }) => {
    const fixed = await findModalidad(request, 'una tarifa fija con monto', (x) => (x.monto ?? 0) > 0);
    await openDetail(page, fixed);
    const costo = feeDisplay(fixed).costo!;
    expect(costo).toMatch(/^\$\d/);
    // The value comes first; a comment on the cost or its legal base may follow it.
    await expect(field(page, 'Costo')).toHaveText(new RegExp(`^\\${costo}(Comentario|Base legal|$)`));

    const free = await findModalidad(
      request,
      'una tarifa gratuita',
      (x) => feeDisplay(x).costo === 'Gratuito',
    );
    await openDetail(page, free);
    await expect(field(page, 'Tipo de tarifa')).toHaveText('Tarifa Fija');
    await expect(field(page, 'Costo')).toHaveText(/^Gratuito(Comentario|Base legal|$)/);

    const variable = await findModalidad(
      request,
      'una tarifa variable con documentos',
      (x) => x.tipo_tarifa === 'Tarifa Variable' && x.documentos_costo_tarifa_tramite.length > 0,
    );
    await openDetail(page, variable);
    await expect(field(page, 'Tipo de tarifa')).toHaveText('Tarifa Variable');
    await page.getByRole('button', { name: 'Ver detalle de la tarifa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de la tarifa' });
    await expect(dialog.getByText(variable.detalle_tarifa_variable!)).toBeVisible();
    for (const d of variable.documentos_costo_tarifa_tramite)
      await expect(
        dialog.getByRole('link', { name: new RegExp(d.nombre.replace(/[.()]/g, '\\$&')) }),
      ).toHaveAttribute('href', d.url);
  });

  test('offers the online procedure only when the first request requirement has a link', async ({
    page,
    request,
  }) => {
    const online = await findModalidad(
      request,
      'un trámite en línea',
      (x) => onlineProcedureLink(solicitud(x)) != null,
    );
    await openDetail(page, online);
    const button = page.getByRole('link', { name: /Realizar trámite en línea/ });
    await expect(button).toHaveAttribute('href', onlineProcedureLink(solicitud(online))!);
    await expect(button).toHaveAttribute('target', '_blank');

    // "Only the first": a link on a later requirement does not count (contract unit test
    // modalidad-rules.test.ts); the curated demo data has no such modality, so here: none on the first.
    const offline = await findModalidad(
      request,
      'un trámite sin enlace en el primer requisito de la solicitud',
      (x) => onlineProcedureLink(solicitud(x)) == null,
    );
    await openDetail(page, offline);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Realizar trámite en línea/ })).toHaveCount(0);
  });

  test('says in Spanish that an unknown modality does not exist, with a way back', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'una modalidad', () => true);
    for (const path of [
      `/tramite/${m.tramite_id}/detalles/999999`,
      `/tramite/${m.tramite_id}/detalles/abc`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'La modalidad no existe' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver al trámite' })).toHaveAttribute(
        'href',
        `/tramite/${m.tramite_id}`,
      );
      await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
    }
    await page.goto('/tramite/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'El trámite no existe' })).toBeVisible();
    // The old certificate link opens the same detail.
    await page.goto(`/tramite/${m.tramite_id}/${m.id}`);
    await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  });
});

test.describe('keyboard only', () => {
  /** Opens a modal from `opener` with Enter, tabs around inside it, closes it with Escape. */
  async function checkModal(page: Page, opener: Locator, dialogName: string | RegExp) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    const focusInDialog = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusInDialog(), `foco dentro del diálogo tras ${i + 1} teclas`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test('every modal opens, traps focus, closes with Escape and returns focus', async ({ page, request }) => {
    const m = await findModalidad(
      request,
      'una modalidad de tarifa variable con un requisito con base legal',
      (x) => x.tipo_tarifa === 'Tarifa Variable' && solicitud(x).some((r) => r.bases_legales.length > 0),
    );
    const r = solicitud(m).find((q) => q.bases_legales.length > 0)!;
    await openDetail(page, m);
    await checkModal(
      page,
      page.getByRole('button', { name: 'Oficinas y medios de contacto' }),
      'Oficinas y medios de contacto',
    );
    await checkModal(
      page,
      page.getByRole('button', { name: 'Ver detalle de la tarifa' }),
      'Detalle de la tarifa',
    );
    await page.getByRole('button', { name: 'Requisitos de la solicitud' }).focus();
    await page.keyboard.press('Enter');
    await checkModal(
      page,
      page.getByRole('button', { name: `Ver detalle de ${r.nombre}` }).first(),
      r.nombre,
    );
    await checkModal(
      page,
      page.getByRole('button', { name: `Ver base legal de ${r.nombre}` }).first(),
      `Base legal: ${r.nombre}`,
    );
  });
});

test('a modality page carries schema.org GovernmentService JSON-LD and its own description', async ({
  page,
  request,
}) => {
  const m = await findModalidad(
    request,
    'una modalidad con oficinas',
    (x) => x.contactos_oficinas.length > 0,
  );
  await page.goto(detailUrl(m));
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld['@type']).toBe('GovernmentService');
  expect(ld.name).toBe(m.nombre_modalidad);
  expect(ld.provider.name).toBe(m.nombre_institucion);
  expect(ld.availableChannel.length).toBeGreaterThan(0);
  // Its url is on the server's PUBLIC_URL (from /config.json), never on the address the request named.
  const { publicUrl } = (await (await request.get('/config.json')).json()) as { publicUrl: string };
  expect(ld.url).toBe(`${publicUrl}${new URL(page.url()).pathname}`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${m.nombre} - Registro Nacional de Trámites`);
});
