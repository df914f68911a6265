import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useIsEditor } from '../../auth/index.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useTemplates } from '../api/get-templates.ts';
import { TEMPLATE_MESSAGES } from '../utils/template-messages.ts';
import { TemplatesEditor } from './templates-editor.tsx';

/**
 * /proposal-templates 'Modelos de texto' (issue 14, item 4): the editor changes the texts a
 * proposal offers and starts with. Anyone else gets the message and no request (the server
 * refuses them too). The page's heading is the route's.
 */
export function TemplatesScreen() {
  const { isEditor, isLoading: isLoadingRole } = useIsEditor();
  const templates = useTemplates(isEditor);
  useErrorToast(templates, TEMPLATE_MESSAGES.loadFailed);

  if (isLoadingRole) {
    return (
      <Center py="xl" role="status" aria-label="Carregando">
        <Loader />
      </Center>
    );
  }
  if (!isEditor) {
    return (
      <Alert color="blue.9" variant="outline" title={TEMPLATE_MESSAGES.editorsOnly}>
        Peça a um editor para alterar os textos das propostas.
      </Alert>
    );
  }
  if (templates.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Carregando modelos">
        <Loader />
      </Center>
    );
  }
  if (templates.isError) {
    return (
      <Alert color="red.9" variant="outline" title="Não foi possível carregar os modelos.">
        <Button variant="default" size="xs" onClick={() => void templates.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        Os textos que as propostas oferecem em cada seção. O modelo marcado como padrão é o texto
        com que uma nova proposta começa.
      </Text>
      <TemplatesEditor templates={templates.data} />
    </Stack>
  );
}
