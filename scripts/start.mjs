// `npm start`: builds the web app when it has not been built yet, then serves portal and API on one port
// (PGlite in ./data by default; DATABASE_URL switches to PostgreSQL).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// The light pages' build (apps/web/dist-pages) is part of the same build (decision 031).
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/web/dist-pages/server/index.js')) {
  console.log('Compilando la aplicación web (solo la primera vez)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
