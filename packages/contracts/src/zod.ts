import { z } from 'zod';

// Portuguese (Brazil) messages for every schema built from this module, on both sides.
z.config(z.locales.ptBR());

export { z };
