import {
  GOODS_USE_LABELS,
  GOODS_USES,
  ICMS_CONTRIBUTION_LABELS,
  ICMS_CONTRIBUTIONS,
  PROJECT_LIMITS,
  type GoodsUse,
  type IcmsContribution,
} from '@camara-fria/contracts';
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { DEFAULT_GOODS_USE, deriveIcmsContribution } from '../utils/fiscal-defaults.ts';
import { CPF_MASK } from '../utils/masks.ts';
import type {
  FiscalFormValues,
  ProjectFormBinding,
  ProjectFormValues,
} from '../utils/project-form-values.ts';
import { ClearableSelectField } from './clearable-select-field.tsx';
import { MaskedFormField } from './masked-form-field.tsx';
import { FIELDSET_STYLES } from './project-address-fields.tsx';

const CONTRIBUTION_OPTIONS = ICMS_CONTRIBUTIONS.map((value) => ({
  value,
  label: ICMS_CONTRIBUTION_LABELS[value],
}));
const GOODS_USE_OPTIONS = GOODS_USES.map((value) => ({ value, label: GOODS_USE_LABELS[value] }));

function isIcmsContribution(value: string | null): value is IcmsContribution {
  return (ICMS_CONTRIBUTIONS as readonly (string | null)[]).includes(value);
}
function isGoodsUse(value: string | null): value is GoodsUse {
  return (GOODS_USES as readonly (string | null)[]).includes(value);
}

const FLAGS: { name: 'simplesNacional' | 'freeTradeZone' | 'publicBody'; label: string }[] = [
  { name: 'simplesNacional', label: 'Optante pelo Simples Nacional' },
  { name: 'freeTradeZone', label: 'Zona Franca de Manaus / área de livre comércio' },
  { name: 'publicBody', label: 'Órgão público' },
];

type ProjectFiscalFieldsProps = ProjectFormBinding & {
  errors: FieldErrors<ProjectFormValues>['customer'];
  /** The profile the form started from: a saved position counts as chosen. */
  initialFiscal: FiscalFormValues;
};

/**
 * "Dados fiscais" (issue 30, docs/decisions/071): CPF, state registration, ICMS position, use of
 * the goods and the Simples / ZFM / public-body flags. Empty for a new project; typing the state
 * registration proposes the ICMS position (a registration: contributor; ISENTO: exempt) until the
 * user picks one, and a position proposes "Ativo imobilizado" as the use until the user picks one.
 */
export function ProjectFiscalFields({
  control,
  register,
  setValue,
  getValues,
  errors: customerErrors,
  initialFiscal,
}: ProjectFiscalFieldsProps) {
  // What the user picked is never replaced by a proposal (a saved profile counts as picked).
  const [isContributionChosen, setIsContributionChosen] = useState(
    initialFiscal.icmsContribution !== null,
  );
  const [isGoodsUseChosen, setIsGoodsUseChosen] = useState(initialFiscal.goodsUse !== null);
  const fiscalErrors = customerErrors?.fiscal;

  /** A position set (by the user or derived) proposes the use; none takes back a proposed use. */
  const proposeGoodsUse = (contribution: IcmsContribution | null) => {
    if (isGoodsUseChosen) return;
    const goodsUse = getValues('customer.fiscal.goodsUse');
    if (contribution !== null && goodsUse === null) {
      setValue('customer.fiscal.goodsUse', DEFAULT_GOODS_USE);
    } else if (contribution === null && goodsUse !== null) {
      setValue('customer.fiscal.goodsUse', null);
    }
  };

  /** Typing the registration proposes the position, until the user picks one. */
  const proposeContribution = (stateRegistration: string) => {
    if (isContributionChosen) return;
    const derived = deriveIcmsContribution(stateRegistration);
    setValue('customer.fiscal.icmsContribution', derived);
    proposeGoodsUse(derived);
  };

  return (
    <Fieldset legend="Dados fiscais" variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MaskedFormField
            control={control}
            name="customer.cpf"
            mask={CPF_MASK}
            label="CPF"
            description="Para cliente pessoa física (sem CNPJ)"
            placeholder="000.000.000-00"
            inputMode="numeric"
          />
          <Controller
            control={control}
            name="customer.stateRegistration"
            render={({ field }) => (
              <TextInput
                label="Inscrição estadual"
                description='ou "ISENTO"'
                maxLength={PROJECT_LIMITS.stateRegistration}
                autoComplete="off"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.value);
                  proposeContribution(event.currentTarget.value);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={customerErrors?.stateRegistration?.message}
              />
            )}
          />
          <ClearableSelectField
            control={control}
            name="customer.fiscal.icmsContribution"
            label="Contribuinte do ICMS"
            placeholder="Escolha"
            data={CONTRIBUTION_OPTIONS}
            clearLabel="Limpar contribuinte do ICMS"
            onChange={(value) => {
              const contribution = isIcmsContribution(value) ? value : null;
              setIsContributionChosen(contribution !== null);
              proposeGoodsUse(contribution);
            }}
          />
          <ClearableSelectField
            control={control}
            name="customer.fiscal.goodsUse"
            label="Uso da mercadoria"
            placeholder="Escolha"
            data={GOODS_USE_OPTIONS}
            clearLabel="Limpar uso da mercadoria"
            onChange={(value) => setIsGoodsUseChosen(isGoodsUse(value))}
          />
        </SimpleGrid>
        <Stack gap="xs">
          {FLAGS.map(({ name, label }) => (
            <Checkbox
              key={name}
              label={label}
              error={fiscalErrors?.[name]?.message}
              {...register(`customer.fiscal.${name}`)}
            />
          ))}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
