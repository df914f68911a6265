import type { MakerIdentity } from './build-report.ts';
import { DEMO_LOGO_PNG_BASE64 } from './demo-logo.generated.ts';

/** The demo maker: the identity printed when no MAKER_* configuration is given. */
export const DEMO_MAKER: MakerIdentity = Object.freeze({
  name: 'Câmara Fria Refrigeração (demonstração)',
  addressLines: ['Rua das Indústrias, 100 — Distrito Industrial', 'Campinas — SP, 13000-000'],
  phone: '(19) 3000-0000',
  email: 'propostas@camarafria.example',
  website: 'https://camarafria.example',
  logo: { png: new Uint8Array(Buffer.from(DEMO_LOGO_PNG_BASE64, 'base64')) },
});
