import { SelectField } from '../../../components/ui/select-field.tsx';
import { useProjectOwners } from '../api/get-project-owners.ts';

type OwnerFilterFieldProps = {
  value: string | null;
  onChange: (owner: string | null) => void;
};

/**
 * "Responsável" (editors only, docs/decisions/065): whose projects the list shows. Its own module,
 * loaded only for editors, so a seller's first screen does not carry it (docs/decisions/046).
 */
export function OwnerFilterField({ value, onChange }: OwnerFilterFieldProps) {
  const owners = useProjectOwners(true);
  const options = (owners.data ?? []).map((owner) => ({
    value: owner.username,
    label: owner.name ? `${owner.name} (${owner.username})` : owner.username,
  }));
  return (
    <SelectField
      label="Responsável"
      placeholder="Todos"
      data={options}
      value={value}
      onChange={onChange}
      clearButtonLabel="Limpar responsável"
    />
  );
}
