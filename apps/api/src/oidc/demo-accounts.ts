/** The embedded provider's demo users (password from EMBEDDED_IDP_DEMO_PASSWORD, `demo` by default). */
export type DemoAccount = {
  username: string;
  name: string;
  email: string;
  roles: string[];
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'vendedor',
    name: 'Vendedor Demonstração',
    email: 'vendedor@demo.camarafria.com.br',
    roles: ['sales'],
  },
  {
    username: 'projetista',
    name: 'Projetista Demonstração',
    email: 'projetista@demo.camarafria.com.br',
    roles: ['sales'],
  },
  {
    username: 'editor',
    name: 'Editor Demonstração',
    email: 'editor@demo.camarafria.com.br',
    roles: ['sales', 'editor'],
  },
];

export function findDemoAccount(username: string): DemoAccount | undefined {
  const wanted = username.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.username === wanted);
}
