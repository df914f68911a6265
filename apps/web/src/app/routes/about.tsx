import { List, Stack, Text } from '@mantine/core';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { env } from '../../config/env.ts';

/** /about: what the product does, and its version. */
export function AboutRoute() {
  return (
    <Stack gap="sm" maw={760}>
      <PageTitle>Sobre</PageTitle>
      <Text>
        O {env.productName} é a ferramenta de dimensionamento de câmaras frias e de seleção de
        equipamentos de refrigeração para as equipes de vendas e de engenharia.
      </Text>
      <List spacing="xs">
        <List.Item>
          Cálculo da carga térmica de cada câmara: transmissão, infiltração pelas portas, produtos e
          outras cargas, com margem de segurança, em kW e kcal/h.
        </List.Item>
        <List.Item>
          Seleção de evaporadores e de unidades condensadoras, ou de rack/compressor com condensador
          remoto, por sistema de refrigeração.
        </List.Item>
        <List.Item>
          Balanceamento do sistema: DT resultante e capacidade total frente à carga requerida.
        </List.Item>
        <List.Item>Comparação de modelos de produtos.</List.Item>
        <List.Item>Proposta comercial em PDF ou DOCX, com envio por e-mail.</List.Item>
      </List>
      <Text>
        Versão <strong>{env.appVersion}</strong>
      </Text>
    </Stack>
  );
}
