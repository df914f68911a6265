import { ACCOUNT_PASSWORD_MAX_LENGTH } from '@camara-fria/contracts';

/** Reads all of standard input: the password given by a script, without its final line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    if (Buffer.concat(chunks).length > ACCOUNT_PASSWORD_MAX_LENGTH * 4 + 2) break;
  }
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks for a line on the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let answer = '';
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (text: string) => {
      for (const char of text) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new Error('Cancelado.'));
        if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
        else if (char >= ' ') answer += char;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * The new password: from standard input with --password-stdin (scripts), else asked twice on
 * the terminal without echo. Without a terminal and without the flag: an error saying so.
 */
export async function readPassword(options: { fromStdin: boolean }): Promise<string> {
  if (options.fromStdin) return readStdin();
  if (!process.stdin.isTTY) {
    throw new Error(
      'Sem terminal para pedir a senha: passe-a pela entrada padrão com --password-stdin.',
    );
  }
  const first = await promptHidden('Senha: ');
  const second = await promptHidden('Repita a senha: ');
  if (first !== second) throw new Error('As senhas não conferem; nada foi gravado.');
  return first;
}
