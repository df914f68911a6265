-- Each catalogue version becomes one document (docs/decisions/011-catalogue-as-one-document.md).
-- The rows of every stored version (the demonstration catalogue and any import) are moved into
-- catalog_versions.document in the shape of CatalogVersionDocumentSchema, keeping their API ids;
-- then the row tables go. Arrays keep the rows' id order, the order they were written in.
CREATE SEQUENCE "public"."catalog_item_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('catalog_item_ids', coalesce((SELECT max("id") FROM (
  SELECT "id" FROM "catalog_evaporator_models" UNION ALL
  SELECT "id" FROM "catalog_evaporator_skus" UNION ALL
  SELECT "id" FROM "catalog_unit_models" UNION ALL
  SELECT "id" FROM "catalog_unit_skus" UNION ALL
  SELECT "id" FROM "catalog_remote_condensers" UNION ALL
  SELECT "id" FROM "catalog_remote_condenser_skus") AS "item_ids"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "catalog_versions" ADD COLUMN "document" json;--> statement-breakpoint
CREATE TEMPORARY TABLE "unit_tables_0007" AS
WITH "by_te" AS (
  SELECT "catalog_version_id", "model_code", "refrigerant_code", "frequency_hz",
    "evaporating_temperature_c" AS "te", min("id") AS "first_id",
    min("condensing_offset_k") AS "offset_k",
    json_agg("ambient_temperature_c" ORDER BY "ambient_temperature_c") AS "ambients",
    json_agg("capacity_kcalh" ORDER BY "ambient_temperature_c") AS "capacity",
    json_agg("power_kw" ORDER BY "ambient_temperature_c") AS "power"
  FROM "catalog_unit_capacity_points"
  GROUP BY 1, 2, 3, 4, 5)
SELECT "catalog_version_id", "model_code", min("first_id") AS "first_id",
  json_build_object(
    'refrigerantCode', "refrigerant_code",
    'frequencyHz', "frequency_hz",
    'condensingOffsetK', min("offset_k"),
    'evaporatingTemperaturesC', json_agg("te" ORDER BY "te"),
    'ambientTemperaturesC', (array_agg("ambients" ORDER BY "te"))[1],
    'capacityKcalh', json_agg("capacity" ORDER BY "te"),
    'powerKw', json_agg("power" ORDER BY "te")) AS "item"
FROM "by_te"
GROUP BY "catalog_version_id", "model_code", "refrigerant_code", "frequency_hz";--> statement-breakpoint
CREATE TEMPORARY TABLE "units_0007" AS
SELECT u."catalog_version_id", u."id", u."kind", u."code",
  json_build_object(
    'kind', u."kind", 'code', u."code", 'lineCode', u."line_code", 'application', u."application",
    'lengthMm', u."length_mm", 'widthMm', u."width_mm", 'heightMm', u."height_mm",
    'fanCount', u."fan_count", 'fanDiameterMm', u."fan_diameter_mm", 'airFlowM3h', u."air_flow_m3h",
    'compressorType', u."compressor_type", 'compressorBrand', u."compressor_brand",
    'compressorCount', u."compressor_count", 'hasCapacityControl', u."has_capacity_control",
    'hasHotGasDefrost', u."has_hot_gas_defrost",
    'capacityTables', (SELECT coalesce(json_agg(t."item" ORDER BY t."first_id"), '[]'::json)
      FROM "unit_tables_0007" t
      WHERE t."catalog_version_id" = u."catalog_version_id" AND t."model_code" = u."code"),
    'isDemonstration', v."is_demonstration") AS "item"
FROM "catalog_unit_models" u JOIN "catalog_versions" v ON v."id" = u."catalog_version_id";--> statement-breakpoint
CREATE TEMPORARY TABLE "unit_skus_0007" AS
SELECT s."catalog_version_id", s."id", u."kind",
  json_build_object(
    'sku', s."sku", 'modelCode', s."model_code",
    'powerSupply', json_build_object('frequencyHz', s."frequency_hz", 'voltageV', s."voltage_v", 'phases', s."phases"),
    'hasCondensationControl', s."has_condensation_control", 'controller', s."controller") AS "item"
FROM "catalog_unit_skus" s JOIN "catalog_unit_models" u
  ON u."catalog_version_id" = s."catalog_version_id" AND u."code" = s."model_code";--> statement-breakpoint
UPDATE "catalog_versions" v SET "document" = json_build_object(
  'format', 1,
  'catalog', json_build_object(
    'catalogVersion', v."version_key",
    'label', v."label",
    'isDemonstration', v."is_demonstration",
    'lines', (SELECT coalesce(json_agg(json_build_object(
        'kind', l."kind", 'code', l."code", 'name', l."name", 'description', l."description",
        'application', l."application", 'dtChoicesK', to_json(l."dt_choices_k"),
        'isDemonstration', v."is_demonstration") ORDER BY l."id"), '[]'::json)
      FROM "catalog_product_lines" l WHERE l."catalog_version_id" = v."id"),
    'evaporators', (SELECT coalesce(json_agg(json_build_object(
        'code', e."code", 'lineCode', e."line_code",
        'lengthMm', e."length_mm", 'widthMm', e."width_mm", 'heightMm', e."height_mm",
        'fanCount', e."fan_count", 'fanDiameterMm', e."fan_diameter_mm", 'airFlowM3h', e."air_flow_m3h",
        'airThrowM', e."air_throw_m", 'fanPowerW', e."fan_power_w", 'defrostPowerW', e."defrost_power_w",
        'finSpacingMm', e."fin_spacing_mm", 'tubeRows', e."tube_rows", 'motor', e."motor",
        'defrostKinds', to_json(e."defrost_kinds"),
        'capacity', json_build_object(
          'referenceCapacityKcalh', e."reference_capacity_kcalh",
          'referenceDtK', e."reference_dt_k",
          'referenceEvaporatingTemperatureC', e."reference_evaporating_temperature_c",
          'ratingCondition', e."rating_condition",
          'refrigerantFactors', (SELECT coalesce(json_object_agg(f."refrigerant_code", f."factor" ORDER BY f."id"), '{}'::json)
            FROM "catalog_evaporator_refrigerant_factors" f
            WHERE f."catalog_version_id" = v."id" AND f."model_code" = e."code")),
        'isDemonstration', v."is_demonstration") ORDER BY e."id"), '[]'::json)
      FROM "catalog_evaporator_models" e WHERE e."catalog_version_id" = v."id"),
    'evaporatorSkus', (SELECT coalesce(json_agg(json_build_object(
        'sku', s."sku", 'modelCode', s."model_code",
        'powerSupply', json_build_object('frequencyHz', s."frequency_hz", 'voltageV', s."voltage_v", 'phases', s."phases"),
        'defrost', s."defrost", 'finProtection', s."fin_protection",
        'expansionValve', s."expansion_valve", 'hasIsolatedTray', s."has_isolated_tray") ORDER BY s."id"), '[]'::json)
      FROM "catalog_evaporator_skus" s WHERE s."catalog_version_id" = v."id"),
    'condensingUnits', (SELECT coalesce(json_agg(u."item" ORDER BY u."id"), '[]'::json)
      FROM "units_0007" u WHERE u."catalog_version_id" = v."id" AND u."kind" = 'CONDENSING_UNIT'),
    'condensingUnitSkus', (SELECT coalesce(json_agg(s."item" ORDER BY s."id"), '[]'::json)
      FROM "unit_skus_0007" s WHERE s."catalog_version_id" = v."id" AND s."kind" = 'CONDENSING_UNIT'),
    'compressorUnits', (SELECT coalesce(json_agg(u."item" ORDER BY u."id"), '[]'::json)
      FROM "units_0007" u WHERE u."catalog_version_id" = v."id" AND u."kind" = 'COMPRESSOR_UNIT'),
    'compressorUnitSkus', (SELECT coalesce(json_agg(s."item" ORDER BY s."id"), '[]'::json)
      FROM "unit_skus_0007" s WHERE s."catalog_version_id" = v."id" AND s."kind" = 'COMPRESSOR_UNIT'),
    'remoteCondensers', (SELECT coalesce(json_agg(json_build_object(
        'code', c."code", 'lineCode', c."line_code",
        'lengthMm', c."length_mm", 'widthMm', c."width_mm", 'heightMm', c."height_mm",
        'fanCount', c."fan_count", 'fanDiameterMm', c."fan_diameter_mm", 'airFlowM3h', c."air_flow_m3h",
        'fanPowerW', c."fan_power_w", 'fanPoles', c."fan_poles", 'finSpacingMm', c."fin_spacing_mm",
        'noiseLevelDba', c."noise_level_dba", 'heatRejectionKcalhPerK', c."heat_rejection_kcalh_per_k",
        'isDemonstration', v."is_demonstration") ORDER BY c."id"), '[]'::json)
      FROM "catalog_remote_condensers" c WHERE c."catalog_version_id" = v."id"),
    'remoteCondenserSkus', (SELECT coalesce(json_agg(json_build_object(
        'sku', s."sku", 'modelCode', s."model_code",
        'powerSupply', json_build_object('frequencyHz', s."frequency_hz", 'voltageV', s."voltage_v", 'phases', s."phases"),
        'finProtection', s."fin_protection") ORDER BY s."id"), '[]'::json)
      FROM "catalog_remote_condenser_skus" s WHERE s."catalog_version_id" = v."id")),
  'ids', json_build_object(
    'evaporators', (SELECT coalesce(json_agg(e."id" ORDER BY e."id"), '[]'::json)
      FROM "catalog_evaporator_models" e WHERE e."catalog_version_id" = v."id"),
    'evaporatorSkus', (SELECT coalesce(json_agg(s."id" ORDER BY s."id"), '[]'::json)
      FROM "catalog_evaporator_skus" s WHERE s."catalog_version_id" = v."id"),
    'condensingUnits', (SELECT coalesce(json_agg(u."id" ORDER BY u."id"), '[]'::json)
      FROM "units_0007" u WHERE u."catalog_version_id" = v."id" AND u."kind" = 'CONDENSING_UNIT'),
    'condensingUnitSkus', (SELECT coalesce(json_agg(s."id" ORDER BY s."id"), '[]'::json)
      FROM "unit_skus_0007" s WHERE s."catalog_version_id" = v."id" AND s."kind" = 'CONDENSING_UNIT'),
    'compressorUnits', (SELECT coalesce(json_agg(u."id" ORDER BY u."id"), '[]'::json)
      FROM "units_0007" u WHERE u."catalog_version_id" = v."id" AND u."kind" = 'COMPRESSOR_UNIT'),
    'compressorUnitSkus', (SELECT coalesce(json_agg(s."id" ORDER BY s."id"), '[]'::json)
      FROM "unit_skus_0007" s WHERE s."catalog_version_id" = v."id" AND s."kind" = 'COMPRESSOR_UNIT'),
    'remoteCondensers', (SELECT coalesce(json_agg(c."id" ORDER BY c."id"), '[]'::json)
      FROM "catalog_remote_condensers" c WHERE c."catalog_version_id" = v."id"),
    'remoteCondenserSkus', (SELECT coalesce(json_agg(s."id" ORDER BY s."id"), '[]'::json)
      FROM "catalog_remote_condenser_skus" s WHERE s."catalog_version_id" = v."id")),
  'lineImagePaths', (SELECT coalesce(json_agg(l."image_path" ORDER BY l."id"), '[]'::json)
    FROM "catalog_product_lines" l WHERE l."catalog_version_id" = v."id"));--> statement-breakpoint
DROP TABLE "unit_tables_0007";--> statement-breakpoint
DROP TABLE "units_0007";--> statement-breakpoint
DROP TABLE "unit_skus_0007";--> statement-breakpoint
ALTER TABLE "catalog_versions" ALTER COLUMN "document" SET NOT NULL;--> statement-breakpoint
DROP TABLE "catalog_evaporator_models" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_evaporator_refrigerant_factors" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_evaporator_skus" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_product_lines" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_remote_condenser_skus" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_remote_condensers" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_unit_capacity_points" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_unit_models" CASCADE;--> statement-breakpoint
DROP TABLE "catalog_unit_skus" CASCADE;
