import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { backupDataDir, BackupError, restoreDataDir } from './backup.ts';
import { MIGRATIONS_FOLDER } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

// `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: a copy of the embedded database
// (DATA_DIR/pglite) to a .tar.gz, and back (docs/decisions/041-embedded-database-backups.md).
// Both refuse while a server (or any other command) has the database open. With DATABASE_URL
// the database is PostgreSQL's: pg_dump and pg_restore do it (README "Backup and restore").

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length > 0) {
  console.error(
    'Uso: npm run db:backup -- ARQUIVO.tar.gz   |   npm run db:restore -- ARQUIVO.tar.gz',
  );
  process.exit(2);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL está definida: o banco é um PostgreSQL. Use pg_dump -Fc para o backup e ' +
      'pg_restore --clean --if-exists para restaurá-lo (README, "Backup and restore").',
  );
  process.exit(2);
}

const dataDir = path.join(config.dataDir, 'pglite');
const target = path.resolve(file);
try {
  if (command === 'backup') {
    const result = await backupDataDir(dataDir, target);
    console.log(
      `Backup do banco embutido (${dataDir}) gravado em ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB).`,
    );
  } else {
    const result = await restoreDataDir(dataDir, target, { migrationsFolder: MIGRATIONS_FOLDER });
    console.log(`Banco embutido restaurado de ${target} em ${dataDir}.`);
    if (result.previous)
      console.log(
        `Os dados anteriores foram guardados em ${result.previous} (apague quando não precisar mais).`,
      );
    console.log('Inicie o servidor (npm start): as migrações pendentes são aplicadas no início.');
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\n${command === 'backup' ? 'O backup' : 'A restauração'} precisa do servidor parado: pare-o e rode o comando de novo.`,
    );
    process.exit(1);
  }
  if (error instanceof BackupError) {
    console.error(`${error.message}${command === 'restore' ? ' Nada foi alterado.' : ''}`);
    process.exit(1);
  }
  throw error;
}
