import {
  Box,
  Button,
  Grid,
  Group,
  LoadingOverlay,
  Modal,
  Stack,
  Stepper,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import { formatKcalh } from '../../../../lib/units-format.ts';
import { useEvaporatorWizard } from '../hooks/use-evaporator-wizard.ts';
import type { EvaporatorWizardProps } from '../utils/wizard-types.ts';
import { ComparisonStep } from './comparison-step.tsx';
import { EvaporatorResults, ResultsHeading } from './evaporator-results.tsx';
import { SearchFilterForm } from './search-filter-form.tsx';
import { SkuStep } from './sku-step.tsx';
import { SpecialEvaporatorForm } from './special-evaporator-form.tsx';

type WizardBodyProps = Omit<EvaporatorWizardProps, 'opened'>;

function ModelStep({
  wizard,
  room,
}: {
  wizard: ReturnType<typeof useEvaporatorWizard>;
  room: WizardBodyProps['room'];
}) {
  const { form, options } = wizard.filter;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SearchFilterForm
          control={form.control}
          designDt={wizard.designDt}
          errors={form.formState.errors}
          options={options}
          isSearching={wizard.isSearching}
          onSubmit={wizard.runSearch}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack
          gap="sm"
          component="section"
          aria-labelledby="evaporator-results-title"
          pos="relative"
        >
          <ResultsHeading />
          <LoadingOverlay visible={wizard.isSearching} />
          {wizard.results && (
            <EvaporatorResults
              hits={wizard.results.hits}
              room={room}
              evaporatorDt={wizard.results.evaporatorDt}
              profile={wizard.profile}
              onProfileChange={wizard.setProfile}
              selectedModelId={wizard.selectedModelId}
              onSelectModel={wizard.setSelectedModelId}
              isComparing={wizard.isComparing}
              onComparingChange={wizard.changeComparing}
              comparedIds={wizard.comparedIds}
              onToggleCompared={wizard.toggleCompared}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function FooterButtons({
  wizard,
  onClose,
}: {
  wizard: ReturnType<typeof useEvaporatorWizard>;
  onClose: () => void;
}) {
  if (wizard.step === 0) {
    return (
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        {wizard.isComparing ? (
          <Button
            onClick={wizard.runComparison}
            disabled={wizard.comparedIds.length === 0}
            loading={wizard.isComparingPending}
          >
            Comparar
          </Button>
        ) : (
          <Button
            onClick={wizard.advance}
            disabled={wizard.selectedHit === null}
            loading={wizard.isLoadingSkus}
          >
            Avançar
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={wizard.goBack}>
        Voltar
      </Button>
      {wizard.comparison === null && (
        <Button
          onClick={() => {
            if (wizard.confirm()) onClose();
          }}
          disabled={wizard.selectedSkuId === null}
        >
          Confirmar
        </Button>
      )}
    </Group>
  );
}

function WizardBody({ onClose, system, room, initialChoice, onConfirm }: WizardBodyProps) {
  const wizard = useEvaporatorWizard({ system, room, initialChoice, onConfirm });
  const specialFormId = useId();
  const isComparisonStep = wizard.comparison !== null || (wizard.step === 0 && wizard.isComparing);
  const required = room.heatLoad ? formatKcalh(room.heatLoad.totalKcalh) : '—';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          Câmara <strong>{room.name}</strong> · Carga requerida: {required} · Fluido{' '}
          {system.refrigerantFluid}
        </Text>
        <Switch
          label="Equipamento Especial"
          checked={wizard.isSpecial}
          onChange={(event) => wizard.setIsSpecial(event.currentTarget.checked)}
        />
      </Group>
      {wizard.isSpecial ? (
        <>
          <SpecialEvaporatorForm
            formId={specialFormId}
            room={room}
            initialChoice={initialChoice}
            count={wizard.results?.count ?? initialChoice?.count ?? 1}
            evaporatorDt={wizard.results?.evaporatorDt ?? null}
            onSubmit={(choice, preview) => {
              onConfirm(choice, preview);
              onClose();
            }}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" form={specialFormId}>
              Confirmar
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Stepper active={wizard.step} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label="Modelo">
              <ModelStep wizard={wizard} room={room} />
            </Stepper.Step>
            <Stepper.Step label={isComparisonStep ? 'Comparativo' : 'SKU'}>
              {wizard.comparison ? (
                <ComparisonStep items={wizard.comparison} onChoose={wizard.chooseCompared} />
              ) : (
                wizard.skus &&
                wizard.selectedHit && (
                  <SkuStep
                    model={wizard.selectedHit.model}
                    skus={wizard.skus}
                    selectedSkuId={wizard.selectedSkuId}
                    onSelectSku={wizard.setSelectedSkuId}
                  />
                )
              )}
            </Stepper.Step>
          </Stepper>
          <Box>
            <FooterButtons wizard={wizard} onClose={onClose} />
          </Box>
        </>
      )}
    </Stack>
  );
}

/**
 * 'Seleção de Evaporadores' (spec part 2 §2.2 item 1, §4, §5, §7, §9): choose a catalogue
 * evaporator (model, then SKU; or compare up to 3 models) or fill in a special one, for one room
 * of a system. Confirmar hands the choice (the contract's EvaporatorChoiceInput) and what the
 * screen's row shows to `onConfirm`, then closes. Closing resets everything.
 */
export function EvaporatorWizard({ opened, onClose, ...props }: EvaporatorWizardProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Seleção de Evaporadores"
      size="72rem"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      closeOnClickOutside={false}
    >
      <WizardBody onClose={onClose} {...props} />
    </Modal>
  );
}
