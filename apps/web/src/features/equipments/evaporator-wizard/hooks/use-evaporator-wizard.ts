import type {
  ComparisonItemDto,
  EvaporatorChoiceInput,
  EvaporatorSearchHit,
  EvaporatorSkuDto,
} from '@camara-fria/contracts';
import {
  DEFAULT_EQUIPMENT_COUNT,
  classifyProfile,
  toggleComparedModel,
  type ProfileBand,
} from '@camara-fria/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { showErrorNotification } from '../../../../lib/notifications.ts';
import { useCompareEvaporators } from '../api/compare-evaporators.ts';
import { useEvaporatorSkus } from '../api/get-evaporator-skus.ts';
import { useSearchEvaporators } from '../api/search-evaporators.ts';
import { pickFirstProfile } from '../utils/profile-filter.ts';
import { buildCatalogPreview } from '../utils/preview.ts';
import { buildSearchRequest, computeDesignDt } from '../utils/search-filter.ts';
import { EVAPORATOR_WIZARD_MESSAGES } from '../utils/wizard-messages.ts';
import type { EvaporatorWizardProps } from '../utils/wizard-types.ts';
import { useSearchFilter } from './use-search-filter.ts';

/** The results of the last search, with the count and DT they were rated at. */
type SearchResults = { hits: EvaporatorSearchHit[]; count: number; evaporatorDt: number };

type WizardArgs = Pick<EvaporatorWizardProps, 'system' | 'room' | 'initialChoice'> & {
  onConfirm: EvaporatorWizardProps['onConfirm'];
};

/**
 * The state of the 'Seleção de Evaporadores' wizard (spec part 2 §4): step 0 Modelo, step 1 SKU
 * (or Comparativo while comparing), the results and their profile band, the model and SKU
 * picked, up to 3 models ticked, and the special mode. It lives in the modal's content, so
 * closing the modal (which unmounts it) resets everything.
 */
export function useEvaporatorWizard({ system, room, initialChoice, onConfirm }: WizardArgs) {
  const catalogChoice = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  const pendingModelId = useRef<number | null>(catalogChoice?.modelId ?? null);
  const pendingSkuId = useRef<number | null>(catalogChoice?.skuId ?? null);

  const [step, setStep] = useState<0 | 1>(0);
  const [isSpecial, setIsSpecial] = useState(initialChoice?.kind === 'SPECIAL');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [profile, setProfile] = useState<ProfileBand | null>(null);
  const [selectedModelId, setSelectedModelId] = useState<number | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const [comparedIds, setComparedIds] = useState<readonly number[]>([]);
  const [comparison, setComparison] = useState<ComparisonItemDto[] | null>(null);
  const [skus, setSkus] = useState<EvaporatorSkuDto[] | null>(null);
  const [selectedSkuId, setSelectedSkuId] = useState<number | null>(null);

  const search = useSearchEvaporators();
  const skuLookup = useEvaporatorSkus();
  const compare = useCompareEvaporators();

  const filter = useSearchFilter(room, system, initialChoice?.count ?? DEFAULT_EQUIPMENT_COUNT);

  function showResults(hits: EvaporatorSearchHit[], count: number, evaporatorDt: number) {
    setResults({ hits, count, evaporatorDt });
    setComparedIds([]);
    const pending = hits.find((hit) => hit.id === pendingModelId.current);
    pendingModelId.current = null;
    setSelectedModelId(pending?.id ?? null);
    setProfile(pending ? classifyProfile(pending.fanDiameter) : pickFirstProfile(hits));
  }

  function runSearch() {
    const submit = filter.form.handleSubmit((values) => {
      search.mutate(buildSearchRequest(values, system, room), {
        onSuccess: (answer) => showResults(answer.items, values.count, values.evaporatorDt),
        onError: (error) => showErrorNotification(EVAPORATOR_WIZARD_MESSAGES.searchFailed, error),
      });
    });
    void submit();
  }

  // The first search runs by itself once the options (and so the default DT) are known.
  const hasSearched = useRef(false);
  const startSearch = useEffectEvent(runSearch);
  useEffect(() => {
    if (!filter.hasOptions || hasSearched.current) return;
    hasSearched.current = true;
    startSearch();
  }, [filter.hasOptions]);

  const selectedHit = results?.hits.find((hit) => hit.id === selectedModelId) ?? null;

  function openSkus(hit: EvaporatorSearchHit) {
    const show = (items: EvaporatorSkuDto[]) => {
      setSkus(items);
      const pending = items.find((item) => item.id === pendingSkuId.current);
      pendingSkuId.current = null;
      setSelectedSkuId(pending?.id ?? null);
      setStep(1);
    };
    if (hit.skus.length === 0) return show([]);
    skuLookup.mutate(
      {
        skus: hit.skus.map((sku) => sku.sku),
        refrigerantFluid: system.refrigerantFluid,
        evaporationTemperature: system.operationTemperature,
      },
      {
        onSuccess: show,
        onError: (error) => showErrorNotification(EVAPORATOR_WIZARD_MESSAGES.skusFailed, error),
      },
    );
  }

  function advance() {
    if (selectedHit) openSkus(selectedHit);
  }

  function runComparison() {
    if (!results || comparedIds.length === 0) return;
    compare.mutate(
      comparedIds.map((id) => ({
        id,
        refrigerantFluid: system.refrigerantFluid,
        evaporationTemperature: system.operationTemperature,
        evaporatorDt: results.evaporatorDt,
      })),
      {
        onSuccess: (items) => {
          setComparison(items);
          setStep(1);
        },
        onError: (error) =>
          showErrorNotification(EVAPORATOR_WIZARD_MESSAGES.comparisonFailed, error),
      },
    );
  }

  /** A model picked in the comparison: comparing ends and its SKUs are shown. */
  function chooseCompared(modelId: number) {
    const hit = results?.hits.find((item) => item.id === modelId);
    if (!hit) return;
    setIsComparing(false);
    setComparedIds([]);
    setComparison(null);
    setSelectedModelId(hit.id);
    setProfile(classifyProfile(hit.fanDiameter));
    openSkus(hit);
  }

  function changeComparing(next: boolean) {
    setIsComparing(next);
    if (!next) setComparedIds([]);
  }

  function toggleCompared(modelId: number) {
    setComparedIds((current) =>
      toggleComparedModel(current.map(String), String(modelId)).map(Number),
    );
  }

  function goBack() {
    setStep(0);
    setSkus(null);
    setSelectedSkuId(null);
    setComparison(null);
  }

  function confirm(): boolean {
    const sku = skus?.find((item) => item.id === selectedSkuId);
    if (!results || !selectedHit || !sku) return false;
    const choice: EvaporatorChoiceInput = {
      kind: 'DEFAULT',
      modelId: selectedHit.id,
      skuId: sku.id,
      count: results.count,
    };
    onConfirm(choice, buildCatalogPreview(selectedHit, sku, system, room));
    return true;
  }

  return {
    filter,
    designDt: computeDesignDt(room, system),
    step,
    isSpecial,
    setIsSpecial,
    results,
    isSearching: search.isPending,
    runSearch,
    profile,
    setProfile,
    selectedModelId,
    selectedHit,
    setSelectedModelId,
    isComparing,
    changeComparing,
    comparedIds,
    toggleCompared,
    comparison,
    isComparingPending: compare.isPending,
    runComparison,
    chooseCompared,
    skus,
    isLoadingSkus: skuLookup.isPending,
    selectedSkuId,
    setSelectedSkuId,
    advance,
    goBack,
    confirm,
  };
}
