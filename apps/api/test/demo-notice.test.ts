/**
 * The demo-data notice and the help-video link of /config.json (issue 18): the notice is served only
 * while the database holds the demo data (the seed's marker parameter), and a link without a real
 * target is absent unless a deployment configures one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DATA_MARKER } from '@rnt/contract/constants';
import { openTestDatabase } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { app, fastifyOptions } from '../src/app';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from '../src/config/runtime-config';
import { createTestApp } from './helpers/test-app';

async function configOf(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  try {
    return (await t.app.inject('/config.json')).json();
  } finally {
    await t.close();
  }
}

describe('demo-data notice', () => {
  it('is served while the database holds the demo data', async () => {
    const config = await configOf();
    expect(config.avisoDatosDemostracion).toMatch(/datos de demostración/);
    expect(config.avisoDatosDemostracion).toBe(DEFAULT_RUNTIME_CONFIG.avisoDatosDemostracion);
  });

  it('is absent when the database holds real data (no demo marker)', async () => {
    const database = await openTestDatabase();
    const fastify = Fastify({ logger: false, ...fastifyOptions });
    try {
      await database.db.execute(sql`DELETE FROM parametros WHERE codigo = ${DEMO_DATA_MARKER}`);
      await fastify.register(app, { database });
      const config = (await fastify.inject('/config.json')).json();
      expect(config.avisoDatosDemostracion).toBeNull();
      expect(config.branding.nombre).toBe(DEFAULT_RUNTIME_CONFIG.branding.nombre);
    } finally {
      await fastify.close();
      await database.close();
    }
  });

  it('takes its text, or its absence, from the deployment configuration file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rnt-config-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(file, JSON.stringify({ avisoDatosDemostracion: 'Portal de pruebas del OMR.' }));
    expect((await configOf({ runtimeConfig: loadRuntimeConfig(file) })).avisoDatosDemostracion).toBe(
      'Portal de pruebas del OMR.',
    );
    writeFileSync(file, JSON.stringify({ avisoDatosDemostracion: null }));
    expect((await configOf({ runtimeConfig: loadRuntimeConfig(file) })).avisoDatosDemostracion).toBeNull();
  });
});

describe('help-video link', () => {
  it('has no target by default, so the header hides it', async () => {
    const config = await configOf();
    expect(config.enlaces.videoAyuda).toBeNull();
    expect(config.enlaces.loginAdministracion).toBe('/admin/login');
  });

  it('is set by the deployment file without losing the other links', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rnt-config-'));
    const file = path.join(dir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({ enlaces: { videoAyuda: 'https://www.youtube.com/watch?v=abc123' } }),
    );
    const config = loadRuntimeConfig(file);
    expect(config.enlaces).toEqual({
      videoAyuda: 'https://www.youtube.com/watch?v=abc123',
      loginAdministracion: '/admin/login',
    });
  });
});
