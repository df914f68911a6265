/**
 * Limits of every physical input of a room: shown by the room editor's forms and enforced by the
 * API (spec part 1 §5 gives the name, room and ambient temperatures, operating hours, height and
 * thickness; the rest are engineering ranges, docs/decisions/018-room-input-ranges-and-safe-writes.md).
 *
 * They are plausible ranges for a cold room, not the engine's mathematical domain: a 1e300 m wall
 * is refused here, so the heat load stays finite and nothing broken is ever stored. Each maximum
 * also leaves room for the domain's own suggestions (packages/domain/src/suggestions) at the
 * largest room allowed (200 × 200 × 50 m).
 */
export const ROOM_LIMITS = {
  name: 60,
  /** °C, spec §5: typed room temperature is clamped to −35…21. */
  roomTemperature: { min: -35, max: 21 },
  /** °C, spec §5 caps it at 43; below −40 no design ambient exists. */
  ambientTemperature: { min: -40, max: 43 },
  /** h/day the plant runs to remove the daily load: a whole hour at least, a day at most. */
  operatingHours: { min: 1, max: 24 },
  /** m; a cold room or cold store hall is at most 200 m on a side. */
  length: { max: 200 },
  width: { max: 200 },
  /** m, spec §5 gives the minimum; high-bay automated stores reach about 45 m. */
  height: { min: 1, max: 50 },
  /** %. */
  safetyMargin: { max: 100 },
  /** kcal/h typed by hand (type 2): about 58 MW, beyond the largest cold store. */
  typedTotalKcalh: { max: 50_000_000 },
  surface: {
    /** mm, spec §5 gives the minimum; a 1 m slab or wall is the thickest plausible layer. */
    thickness: { min: 1, max: 1000 },
    /** °C on the outer face: ambient + 6 (+5 in the sun) for a ceiling, a freezer beside a wall. */
    temperature: { min: -60, max: 70 },
    /** m, a surface's sides (0 allowed: a wall with no area). */
    side: { max: 200 },
  },
  goods: {
    /** kg per pallet (suggestions: 30 or 800). */
    palletCapacity: { min: 1, max: 5000 },
    /** kg/day entering the room; 500 000 t covers the suggestion for the largest room. */
    dailyMovement: { max: 500_000_000 },
    /** kg stored; the suggestion for the largest room is 220 000 t. */
    storageCapacity: { max: 500_000_000 },
    /** °C, check-in and check-out: deep-frozen goods to hot product entering a blast chiller. */
    temperature: { min: -50, max: 100 },
    /** h to pull the product down: six minutes (IQF) to a week (slow ripening rooms). */
    processingTime: { min: 0.1, max: 168 },
    /** °C; foods freeze between about −5 and 0 °C. */
    freezingPoint: { min: -60, max: 10 },
    /** kJ/(kg·K); water is 4.19. */
    specificHeat: { max: 10 },
    /** kJ/kg; water is 334. */
    latentHeatOfFusion: { max: 500 },
    /** mW/kg; the catalogue's highest is about 170. */
    heatOfRespiration: { max: 1000 },
  },
  additionalLoad: {
    /** people, forklifts or evaporators. */
    count: { max: 10_000 },
    /** kW of evaporator fans or other equipment; the largest room's suggestion is 5 200 kW. */
    power: { max: 10_000 },
    /** W/m² of lighting (default 10.8). */
    lightingPower: { max: 100 },
    /** h/day. */
    duration: { max: 24 },
  },
  door: {
    count: { min: 1, max: 100 },
    /** m of one door leaf. */
    width: { max: 15 },
    height: { max: 15 },
    /** °C of the air beside the door (the psychrometric range is −60…60). */
    adjacentAmbientTemperature: { min: -50, max: 60 },
    /**
     * Passages per hour per door. Far above what a door allows (the open fraction is capped at
     * 1), because the spec's suggestion gives about 22 000 for a 200 × 200 × 4 m room.
     */
    openingFrequency: { max: 100_000 },
    /** s to open and close once. */
    openCloseDuration: { max: 600 },
    /** min the door stays open per passage. */
    openDuration: { max: 1440 },
    /** air changes per 24 h when typed. */
    airExchangeRate: { max: 1000 },
  },
} as const;
