import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../../src-shared/contract/app-error';
import { ECHO_SCHEMA, echo, leaks, provider, settings, start, userText } from '../../../test/fixtures/openai-recorder';
import type { Recorder, Secret } from '../../../test/fixtures/openai-recorder';
import { createScrubber } from '../../lib/anonymize';
import type { ScrubSession } from '../../lib/anonymize';
import { runModelChain } from './index';
import type { ModelChainInput, ModelChainOutput } from './index';

/**
 * Checklist item 19 (notes/reliability-and-speed-anchors.md): 100 synthetic documents with
 * seeded personal data (names in several case forms, tax ids with valid check digits, accounts,
 * phones, e-mails, addresses), sent through the chain to a recording OpenAI-compatible server.
 * On success no request body holds a seeded value; on every injected failure (a detector that
 * misses a category, a scrubber that throws) the server receives no request at all.
 */
async function chain(input: Partial<ModelChainInput> & Pick<ModelChainInput, 'settings'>): Promise<ModelChainOutput> {
  return runModelChain({ documentText: '', prompt: null, schema: ECHO_SCHEMA, builtin: async () => null, outboundLog: null, ...input });
}

async function chainError(input: Partial<ModelChainInput> & Pick<ModelChainInput, 'settings'>): Promise<AppError> {
  try {
    await chain(input);
  } catch (err) {
    assert.ok(err instanceof AppError, String(err));
    return err;
  }
  return assert.fail('expected an AppError');
}

function rng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE = {
  male: { surnames: ['Смирнов', 'Кузнецов', 'Соколов', 'Лебедев', 'Козлов', 'Новиков', 'Морозов', 'Волков'], names: [['Алексей', 'Алексея'], ['Дмитрий', 'Дмитрия'], ['Сергей', 'Сергея'], ['Михаил', 'Михаила'], ['Николай', 'Николая']], patr: ['Петрович', 'Сергеевич', 'Викторович', 'Олегович', 'Андреевич'] },
  female: { surnames: ['Смирнова', 'Кузнецова', 'Соколова', 'Лебедева', 'Козлова', 'Новикова', 'Морозова', 'Волкова'], names: [['Анна', 'Анны'], ['Елена', 'Елены'], ['Ольга', 'Ольги'], ['Мария', 'Марии'], ['Татьяна', 'Татьяны']], patr: ['Петровна', 'Сергеевна', 'Викторовна', 'Олеговна', 'Андреевна'] },
};
const ROOTS = ['Ромашка', 'ТехСнаб', 'АгроЛайн', 'СтройМастер', 'Северный Ветер', 'Полимер', 'ЭнергоСервис', 'Альтаир'];
const FORMS = ['ООО «%»', 'АО "%"', 'Общество с ограниченной ответственностью «%»', 'ПАО «%»', 'ЗАО “%”'];
const STREETS = ['Ленина', 'Садовая', 'Гагарина', 'Пушкина', 'Лесная', 'Октябрьская'];
const CITIES = ['Москва', 'Рязань', 'Тверь', 'Казань', 'Самара'];

interface Synthetic {
  text: string;
  secrets: Secret[];
}

function synthetic(seed: number): Synthetic {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const digits = (n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const secrets: Synthetic['secrets'] = [];
  const id = (v: string): string => (secrets.push({ kind: 'id', value: v }), v);
  const inn10 = (): string => {
    const d = (digits(9)).split('').map(Number);
    const w = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    return id(d.join('') + String((w.reduce((s, x, i) => s + x * (d[i] ?? 0), 0) % 11) % 10));
  };
  const ogrn = (): string => {
    const body = `1${digits(11)}`;
    return id(body + String(Number(BigInt(body) % 11n) % 10));
  };
  const person = (): { full: string; gen: string; initials: string; short: string } => {
    const p = r() < 0.5 ? PEOPLE.male : PEOPLE.female;
    const [surname, name, patr] = [pick(p.surnames), pick(p.names), pick(p.patr)];
    const genSurname = p === PEOPLE.male ? `${surname}а` : `${surname.slice(0, -1)}ой`;
    const genPatr = p === PEOPLE.male ? `${patr}а` : `${patr.slice(0, -1)}ы`;
    const full = `${surname} ${name[0]} ${patr}`;
    const gen = `${genSurname} ${name[1]} ${genPatr}`;
    secrets.push({ kind: 'person', value: full }, { kind: 'person', value: gen });
    return { full, gen, initials: `${name[0]?.[0]}.${patr[0]}. ${surname}`, short: `${surname} ${name[0]?.[0]}. ${patr[0]}.` };
  };
  const org = (): string => {
    const root = `${pick(ROOTS)}-${1 + Math.floor(r() * 900)}`;
    const name = pick(FORMS).replace('%', root);
    secrets.push({ kind: 'org', value: name });
    return name;
  };
  const address = (): string => {
    const street = pick(STREETS);
    const post = digits(6).replace(/^0/, '1');
    secrets.push({ kind: 'text', value: street }, { kind: 'id', value: post });
    return pick([
      `${post}, г. ${pick(CITIES)}, ул. ${street}, д. ${1 + Math.floor(r() * 99)}, кв. ${1 + Math.floor(r() * 300)}`,
      `${post}, Московская обл., г. ${pick(CITIES)}, проспект ${street}, д. ${1 + Math.floor(r() * 99)}, корп. 2, офис ${Math.floor(r() * 900)}`,
      `${post} г.${pick(CITIES)} ${street} шоссе дом ${1 + Math.floor(r() * 99)}`,
    ]);
  };
  const phone = (): string => {
    const v = pick([`+7 (${digits(3)}) ${digits(3)}-${digits(2)}-${digits(2)}`, `8 (${digits(4)}) ${digits(2)}-${digits(2)}-${digits(2)}`, `+7-9${digits(2)}-${digits(3)}-${digits(2)}-${digits(2)}`]);
    secrets.push({ kind: 'text', value: v }, { kind: 'id', value: v.replace(/\D/g, '') });
    return v;
  };
  const email = (): string => {
    const v = `${pick(['info', 'buh', 'sales', 'director'])}.${digits(3)}@${pick(['yandex.ru', 'mail.ru', 'firma.com'])}`;
    secrets.push({ kind: 'text', value: v });
    return v;
  };
  const [a, b] = [person(), person()];
  const [orgA, orgB] = [org(), org()];
  const kppA = id(`${digits(4)}01001`);
  const account = (): string => id(`40702810${digits(12)}`);
  const bic = (): string => id(`04${digits(7)}`);
  const templates = [
    () => `ДОГОВОР ПОСТАВКИ № ${digits(3)}\n\n${orgA}, именуемое в дальнейшем «Поставщик», в лице генерального директора ${a.gen}, действующего на основании Устава, и ${orgB}, именуемое в дальнейшем «Покупатель», в лице директора ${b.gen}, заключили настоящий договор.\n\n| Поставщик: ${orgA} | Покупатель: ${orgB} |\n| --- | --- |\n| Юридический адрес: ${address()} | Юридический адрес: ${address()} |\n| ИНН/КПП ${inn10()}/${kppA} | ИНН ${inn10()} КПП ${id(`${digits(4)}01001`)} |\n| ОГРН ${ogrn()} | ОГРН ${ogrn()} |\n| Р/с ${account()}, БИК ${bic()}, к/с ${id(`30101810${digits(12)}`)} | р/с ${account()}, БИК ${bic()} |\n| Тел.: ${phone()}, e-mail: ${email()} | Телефон: ${phone()} |\n| ____________ /${a.initials}/ | ____________ /${b.initials}/ |`,
    () => `Счёт на оплату № ${digits(4)} от 12.03.2024\n\nПоставщик: ${orgA}, ИНН ${inn10()}, КПП ${kppA}, ${address()}, тел. ${phone()}\nПокупатель: ${orgB}, ИНН ${inn10()}, адрес: ${address()}\nСч. № ${account()} в ПАО Сбербанк, БИК ${bic()}\n\nРуководитель ${a.short}     Бухгалтер ${b.short}\nКонтактное лицо: ${b.full}, ${email()}`,
    () => `Акт № ${digits(2)} сдачи-приёмки работ\n\nИсполнитель: ИП ${a.full}, ИНН ${id(`77${digits(10)}`)}, адрес: ${address()}\nЗаказчик: ${orgB}, ИНН/КПП ${inn10()}/${kppA}, ОГРН ${ogrn()}\nРаботы приняты. Претензий нет.\n\nИсполнитель ________ ${a.initials}\nЗаказчик ________ ${b.initials}, тел. ${phone()}, почта для документов: ${email()}`,
  ];
  return { text: pick(templates)(), secrets };
}

describe('checklist 19: 100 synthetic documents with seeded personal data', () => {
  let rec: Recorder;
  before(async () => {
    rec = await start({ behaviour: { kind: 'json', answer: echo } });
  });
  after(() => rec.close());
  const docs = Array.from({ length: 100 }, (_, i) => synthetic(1000 + i));

  it('on success no request body holds any seeded value, and echoed values are restored', async () => {
    for (const [i, doc] of docs.entries()) {
      rec.requests.length = 0;
      const out = await chain({ documentText: doc.text, settings: settings([provider(rec.url)]) });
      assert.equal(rec.requests.length, 1);
      if (process.env.DEBUG_CHAIN && i < 3) console.log(`${doc.text}\n---\n${userText(rec.requests[0]?.json ?? {})}\n===`);
      assert.deepEqual(leaks([rec.requests[0]?.body ?? ''], doc.secrets), [], `document ${i}:\n${doc.text}`);
      assert.ok(leaks([JSON.stringify({ t: doc.text })], doc.secrets).length >= doc.secrets.length, `document ${i}: the check sees the raw values`);
      const restored = JSON.stringify(out.result);
      assert.ok(!/\[[A-Z]+_\d+\]/.test(restored), `document ${i}: ${restored}`);
      for (const v of (out.result?.inns as string[] | undefined) ?? []) assert.ok(doc.text.includes(v));
    }
  });

  it('a detector that misses any one category present in the document is caught: nothing is sent', async () => {
    const categories = ['inn', 'kpp', 'ogrn', 'account', 'bic', 'phone', 'email', 'org', 'person', 'address'] as const;
    let checked = 0;
    for (const [i, doc] of docs.entries()) {
      const present = createScrubber();
      present.scrub(doc.text);
      const skip = categories[i % categories.length] ?? 'inn';
      if (!present.counts()[skip]) continue;
      rec.requests.length = 0;
      checked++;
      const err = await chainError({ documentText: doc.text, settings: settings([provider(rec.url)]), scrubber: () => createScrubber({ skip: [skip] }) });
      assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE', `document ${i}, ${skip} missed`);
      assert.equal(rec.requests.length, 0);
      assert.deepEqual(leaks([JSON.stringify(err.toInfo())], doc.secrets), []);
    }
    assert.ok(checked >= 60, `${checked} documents checked`);
  });

  it('a scrubber that throws on any document sends nothing', async () => {
    const broken = (): ScrubSession => ({ ...createScrubber(), scrubSchema: () => { throw new RangeError('boom'); } });
    for (const doc of docs.slice(0, 20)) {
      rec.requests.length = 0;
      assert.equal((await chainError({ documentText: doc.text, settings: settings([provider(rec.url)]), scrubber: broken })).code, 'ANONYMIZATION_INCOMPLETE');
      assert.equal(rec.requests.length, 0);
    }
  });
});
