/**
 * Vocabulary of the ladder grammars (lib/ladder): units of measure as written in Russian and in SI
 * (Latin) notation with the symbol each is normalised to, the words of ranges and bounds, and the
 * labels of an ESKD title block (ГОСТ 2.104). Data only; matched case-sensitively unless said.
 */

export interface UnitWord {
  /** The SI / international symbol the value is reported in (`mm`, `kW`, `°C`, `m³/h`). */
  unit: string;
  quantity: string;
  /** Spellings as printed, Russian and Latin; the longest is tried first. */
  written: readonly string[];
  /**
   * The spelling is also an ordinary short word or abbreviation (Russian `в`, `с`, `т`, `г`, `л`,
   * English `A`, `m`): such a unit counts only when no word follows it (`10 В случае…`, `100 с НДС`).
   */
  clashes?: readonly string[];
}

export const UNITS: readonly UnitWord[] = [
  { unit: 'µm', quantity: 'length', written: ['мкм', 'µm', 'μm', 'um'] },
  { unit: 'mm', quantity: 'length', written: ['мм', 'mm'] },
  { unit: 'cm', quantity: 'length', written: ['см', 'cm'] },
  { unit: 'm', quantity: 'length', written: ['м', 'm'], clashes: ['м', 'm'] },
  { unit: 'km', quantity: 'length', written: ['км', 'km'] },
  { unit: 'mm²', quantity: 'area', written: ['мм²', 'мм2', 'mm²', 'mm2'] },
  { unit: 'cm²', quantity: 'area', written: ['см²', 'см2', 'cm²', 'cm2'] },
  { unit: 'm²', quantity: 'area', written: ['м²', 'м2', 'кв. м', 'кв.м', 'm²', 'm2', 'sq. m', 'sq m'] },
  { unit: 'ha', quantity: 'area', written: ['га', 'ha'] },
  { unit: 'mL', quantity: 'volume', written: ['мл', 'ml', 'mL'] },
  { unit: 'L', quantity: 'volume', written: ['л', 'l', 'L'], clashes: ['л', 'l', 'L'] },
  { unit: 'm³', quantity: 'volume', written: ['м³', 'м3', 'куб. м', 'куб.м', 'm³', 'm3'] },
  { unit: 'mg', quantity: 'mass', written: ['мг', 'mg'] },
  { unit: 'g', quantity: 'mass', written: ['г', 'g'], clashes: ['г', 'g'] },
  { unit: 'kg', quantity: 'mass', written: ['кг', 'kg'] },
  { unit: 't', quantity: 'mass', written: ['т', 'тн', 't'], clashes: ['т', 't'] },
  { unit: 'W', quantity: 'power', written: ['Вт', 'W'], clashes: ['W'] },
  { unit: 'kW', quantity: 'power', written: ['кВт', 'kW'] },
  { unit: 'MW', quantity: 'power', written: ['МВт', 'MW'] },
  { unit: 'GW', quantity: 'power', written: ['ГВт', 'GW'] },
  { unit: 'kWh', quantity: 'energy', written: ['кВт·ч', 'кВт∙ч', 'кВт*ч', 'кВтч', 'kWh', 'kW·h'] },
  { unit: 'MWh', quantity: 'energy', written: ['МВт·ч', 'МВт∙ч', 'МВтч', 'MWh'] },
  { unit: 'J', quantity: 'energy', written: ['Дж', 'J'], clashes: ['J'] },
  { unit: 'kJ', quantity: 'energy', written: ['кДж', 'kJ'] },
  { unit: 'MJ', quantity: 'energy', written: ['МДж', 'MJ'] },
  { unit: 'Gcal', quantity: 'energy', written: ['Гкал', 'Gcal'] },
  { unit: 'Pa', quantity: 'pressure', written: ['Па', 'Pa'] },
  { unit: 'kPa', quantity: 'pressure', written: ['кПа', 'kPa'] },
  { unit: 'MPa', quantity: 'pressure', written: ['МПа', 'MPa'] },
  { unit: 'bar', quantity: 'pressure', written: ['бар', 'bar'] },
  { unit: 'atm', quantity: 'pressure', written: ['атм', 'atm'] },
  { unit: 'kgf/cm²', quantity: 'pressure', written: ['кгс/см²', 'кгс/см2', 'kgf/cm²', 'kgf/cm2'] },
  { unit: '°C', quantity: 'temperature', written: ['°C', '°С', 'ºC', 'ºС', '° C', '° С', '℃'] },
  { unit: 'V', quantity: 'voltage', written: ['В', 'V'], clashes: ['В', 'V'] },
  { unit: 'kV', quantity: 'voltage', written: ['кВ', 'kV'] },
  { unit: 'mV', quantity: 'voltage', written: ['мВ', 'mV'] },
  { unit: 'A', quantity: 'current', written: ['А', 'A'], clashes: ['А', 'A'] },
  { unit: 'kA', quantity: 'current', written: ['кА', 'kA'] },
  { unit: 'mA', quantity: 'current', written: ['мА', 'mA'] },
  { unit: 'Hz', quantity: 'frequency', written: ['Гц', 'Hz'] },
  { unit: 'kHz', quantity: 'frequency', written: ['кГц', 'kHz'] },
  { unit: 'MHz', quantity: 'frequency', written: ['МГц', 'MHz'] },
  { unit: 'm³/h', quantity: 'flow', written: ['м³/ч', 'м3/ч', 'm³/h', 'm3/h'] },
  { unit: 't/h', quantity: 'flow', written: ['т/ч', 't/h'] },
  { unit: 'L/s', quantity: 'flow', written: ['л/с', 'l/s', 'L/s'] },
  { unit: 'm/s', quantity: 'speed', written: ['м/с', 'm/s'] },
  { unit: 'km/h', quantity: 'speed', written: ['км/ч', 'km/h'] },
  { unit: 'rpm', quantity: 'rotation', written: ['об/мин', 'rpm', 'min⁻¹', 'мин⁻¹'] },
  { unit: 's', quantity: 'time', written: ['с', 'сек', 's'], clashes: ['с', 's'] },
  { unit: 'min', quantity: 'time', written: ['мин', 'min'] },
  { unit: 'h', quantity: 'time', written: ['ч', 'h'], clashes: ['ч', 'h'] },
  { unit: '°', quantity: 'angle', written: ['°', 'º'] },
];

/** Words before a range's first number (`от 5 до 10 кг`, `from 5 to 10 kg`); matched case-insensitively. */
export const RANGE_FROM_WORDS: readonly string[] = ['от', 'from'];
/** Words between a range's numbers when a FROM word opened it; dashes and `...` need no word. */
export const RANGE_TO_WORDS: readonly string[] = ['до', 'to'];
/** Words of an upper bound (`не более 5 кг`) and of a lower one (`не менее 2 мм`); case-insensitive. */
export const MAX_WORDS: readonly string[] = ['не более', 'не выше', 'не больше', 'max.', 'max', 'макс.', 'up to', 'at most', 'no more than'];
export const MIN_WORDS: readonly string[] = ['не менее', 'не ниже', 'не меньше', 'min.', 'min', 'мин.', 'at least', 'no less than'];

/**
 * ESKD title block (ГОСТ 2.104, форма 1/2/2а). Roles: the label as printed in its cell, and the
 * name the answer uses. Labels are compared without spaces and dots, case-insensitively, so
 * `Т.контр.`, `Т. контр` and `Т.Контр.` are one label.
 */
export const STAMP_ROLES: readonly { role: string; labels: readonly string[] }[] = [
  { role: 'developer', labels: ['Разраб', 'Разработал', 'Разр'] },
  { role: 'checker', labels: ['Пров', 'Проверил'] },
  { role: 'tech_control', labels: ['Тконтр', 'Техконтр'] },
  { role: 'head', labels: ['Начотд', 'Нач', 'Рукгр', 'ГИП'] },
  { role: 'norm_control', labels: ['Нконтр', 'Нормоконтр'] },
  { role: 'approver', labels: ['Утв', 'Утвердил'] },
];

/** The title block's data cells: `Лит.`, `Масса`, `Масштаб`, `Лист`, `Листов`. */
export const STAMP_FIELDS: readonly { field: string; labels: readonly string[] }[] = [
  { field: 'letter', labels: ['Лит', 'Литера'] },
  { field: 'mass', labels: ['Масса'] },
  { field: 'scale', labels: ['Масштаб'] },
  { field: 'sheet', labels: ['Лист'] },
  { field: 'sheets', labels: ['Листов'] },
];

/** Column heads of the change table beside the roles: never a surname nor a value. */
export const STAMP_OTHER_LABELS: readonly string[] = ['Изм', 'Кол уч', 'Колуч', '№ докум', '№докум', 'Nдокум', 'Подп', 'Дата', 'Подпись', 'Инв № подл', 'Взам инв №'];

/** Letters (литера) a design document may carry (ГОСТ 2.103): П, Э, Т, О, О1–О3, А, Б, И. */
export const STAMP_LETTERS = /^(?:[ПЭТАБИ]|О[123]?)$/u;
