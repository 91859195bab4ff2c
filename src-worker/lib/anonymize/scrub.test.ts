import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLoopbackUrl } from '../../adapters/model-client';
import { AppError } from '../../../src-shared/contract/app-error';
import { assertClean, createScrubber, passThroughForLoopback, placeholderCounts, residual, scrubbedMessage } from './index';
import type { Category, Scrubbed } from './index';
import { residualFindings } from './residual';

/** Each sample: text, the value that must disappear, and its category. */
const SAMPLES: { text: string; secret: string; category: Category }[] = [
  { text: 'ИНН 7707083893, КПП 773601001', secret: '7707083893', category: 'inn' },
  { text: 'ИНН/КПП 6215001527/62501001', secret: '62501001', category: 'kpp' },
  { text: 'ОГРН 1027700132195', secret: '1027700132195', category: 'ogrn' },
  { text: 'Р/с 40702810502000093408 в банке', secret: '40702810502000093408', category: 'account' },
  { text: 'К/сч 30101810400000000225, БИК 044525225', secret: '044525225', category: 'bic' },
  { text: 'л/сч 21596У85140', secret: '21596У85140', category: 'account' },
  { text: 'IBAN: DE89 3704 0044 0532 0130 00', secret: 'DE89 3704 0044 0532 0130 00', category: 'iban' },
  { text: 'USt-IdNr.: DE136695976', secret: 'DE136695976', category: 'vat' },
  { text: 'VAT number GB 123 4567 89', secret: '123 4567 89', category: 'vat' },
  { text: 'Тел.: +7 (495) 123-45-67', secret: '123-45-67', category: 'phone' },
  { text: 'Телефон/факс: +7(910)6410493', secret: '6410493', category: 'phone' },
  { text: 'звоните 8 (4912) 26-12-18', secret: '26-12-18', category: 'phone' },
  { text: 'Phone: +49 30 1234567', secret: '1234567', category: 'phone' },
  { text: 'пишите на ivan.petrov@mail.ru', secret: 'ivan.petrov@mail.ru', category: 'email' },
  { text: 'Общество с ограниченной ответственностью «СпецЭлектроМонтаж», именуемое', secret: 'СпецЭлектроМонтаж', category: 'org' },
  { text: 'поставщик ООО "НТС "Градиент" отгрузил', secret: 'Градиент', category: 'org' },
  { text: 'грузоотправитель ООО “Рога и Копыта”', secret: 'Рога и Копыта', category: 'org' },
  { text: 'Производитель: Гедеон Рихтер-РУС ЗАО', secret: 'Гедеон Рихтер', category: 'org' },
  { text: 'ОГБПОУ «Рязанский колледж имени Героя Советского Союза Н.Н. Комарова»', secret: 'Комарова', category: 'org' },
  { text: 'Supplier Acme Widgets GmbH, Berlin', secret: 'Acme Widgets', category: 'org' },
  { text: 'Promed Exports Pvt Ltd. India', secret: 'Promed Exports', category: 'org' },
  { text: '卖方：北京星辰科技有限公司', secret: '星辰科技', category: 'org' },
  { text: 'в лице директора Мастюковой Татьяны Вячеславовны, действующего', secret: 'Мастюковой', category: 'person' },
  { text: 'Продавец Иван Иванович Петров', secret: 'Петров', category: 'person' },
  { text: 'подпись /Т.В. Мастюкова/', secret: 'Мастюкова', category: 'person' },
  { text: 'Ответственный: Сидоров И. П.', secret: 'Сидоров', category: 'person' },
  { text: 'главный бухгалтер Кузнецова', secret: 'Кузнецова', category: 'person' },
  { text: 'Contact person: John Smith', secret: 'John Smith', category: 'person' },
  { text: 'Signed by Mrs. Jane Doe', secret: 'Jane Doe', category: 'person' },
  { text: 'Место выполнения работ: Рязанская область, Рязанский район, п. Варские, ул. Советская, д.5', secret: 'Советская', category: 'address' },
  { text: '390044 Рязанская область, г.Рязань Московское шоссе дом 20 офис 404/4.', secret: 'Московское шоссе', category: 'address' },
  { text: 'АдрТекст: 142180,Московская обл,Климовск г,Коммунальная ул, д. 23', secret: 'Коммунальная', category: 'address' },
  { text: 'Address: 1600 Amphitheatre Parkway, Mountain View, CA 94043', secret: 'Amphitheatre', category: 'address' },
  { text: 'Lieferadresse Hauptstraße 5, 10115 Berlin', secret: 'Hauptstraße 5', category: 'address' },
];

describe('scrubber: every category is replaced and the residual scan finds nothing after it', () => {
  for (const s of SAMPLES) {
    it(`${s.category}: ${s.text}`, () => {
      const session = createScrubber();
      const out = session.scrub(s.text);
      assert.ok(!out.includes(s.secret), `"${s.secret}" left in: ${out}`);
      assert.match(out, /\[[A-Z]+_\d+\]/);
      assert.ok((session.counts()[s.category] ?? 0) >= 1, `no ${s.category} placeholder in ${out}`);
      assert.deepEqual(residualFindings(out), [], out);
      assert.equal(session.restore(out), s.text);
    });
  }
});

describe('scrub sessions', () => {
  it('give one value one placeholder across texts and restore inside longer strings', () => {
    const session = createScrubber();
    const a = session.scrub('ИНН 7707083893 и снова ИНН 7707083893');
    const b = session.scrub('Покупатель с ИНН 7707083893');
    assert.equal(a, 'ИНН [INN_1] и снова ИНН [INN_1]');
    assert.equal(b, 'Покупатель с ИНН [INN_1]');
    assert.deepEqual(session.restore({ inn: '[INN_1]', note: 'ИНН: [INN_1].', list: ['[ INN_1 ]', 'INN_1'], n: 5 }), {
      inn: '7707083893', note: 'ИНН: 7707083893.', list: ['7707083893', '7707083893'], n: 5,
    });
  });

  it('leave unknown placeholders and a document’s own literal tokens alone', () => {
    const session = createScrubber();
    const out = session.scrub('Шаблон [ORG_1]; ООО «Ромашка»');
    assert.equal(out, 'Шаблон [ORG_1]; [ORG_2]');
    assert.equal(session.restore('[ORG_1] / [ORG_2] / [ORG_9]'), '[ORG_1] / ООО «Ромашка» / [ORG_9]');
  });

  it('restore nested placeholders (a label value that contains a company)', () => {
    const session = createScrubber();
    const text = 'Клиент: | | Аптека № 98 ГУП №1 |';
    const out = session.scrub(text);
    assert.ok(!out.includes('Аптека'), out);
    assert.equal(session.restore(out), text);
  });

  it('scrub the readable strings of a schema, never its keys, types or patterns', () => {
    const session = createScrubber();
    const schema = session.scrubSchema({
      type: 'object',
      description: 'Реквизиты, например ООО «Ромашка», ИНН 7707083893',
      properties: { inn: { type: 'string', pattern: '^\\d{10}$', examples: ['7707083893'] } },
    });
    assert.deepEqual(schema, {
      type: 'object',
      description: 'Реквизиты, например [ORG_1], ИНН [INN_1]',
      properties: { inn: { type: 'string', pattern: '^\\d{10}$', examples: ['[INN_1]'] } },
    });
  });

  it('with a category skipped (a simulated miss), the residual scan still reports it', () => {
    const session = createScrubber({ skip: ['inn'] });
    const out = session.scrub('ИНН 7707083893, тел. 8 (495) 123-45-67');
    assert.ok(out.includes('7707083893'));
    assert.ok((residual(out).inn ?? 0) >= 1);
  });

  it('leave ordinary contract prose readable', () => {
    const text = '1.2. По настоящему Договору Подрядчик обязуется выполнить работы согласно п. 5 ч. 1 ст. 93 Федерального закона от 05.04.2013 № 44-ФЗ на сумму 74 000 рублей.';
    const out = createScrubber().scrub(text);
    assert.equal(out, text);
    assert.deepEqual(residual(out), {});
  });
});

describe('residual scan', () => {
  it('catches spellings the primary pass does not: spaced e-mails, "(at)"', () => {
    assert.deepEqual(residual(createScrubber().scrub('почта: ivan.petrov @ mail . ru')), { email: 1 });
    assert.deepEqual(residual('write to john(at)example.com'), { email: 1 });
  });

  it('reports categories and counts only', () => {
    const counts = residual('ИНН 7707083893, Иванов И. И., ул. Ленина, д. 5');
    assert.ok(Object.values(counts).every((n) => typeof n === 'number'));
    assert.ok((counts.inn ?? 0) >= 1 && (counts.person ?? 0) >= 1 && (counts.address ?? 0) >= 1);
  });

  it('fail_closed: assertClean throws ANONYMIZATION_INCOMPLETE with counts, never values', () => {
    assert.doesNotThrow(() => assertClean({}));
    try {
      assertClean(residual('ИНН 7707083893'));
      assert.fail('expected a throw');
    } catch (err) {
      assert.ok(err instanceof AppError);
      assert.equal(err.code, 'ANONYMIZATION_INCOMPLETE');
      assert.deepEqual(err.details, { residual: { inn: 2 } });
      assert.ok(!JSON.stringify(err.toInfo()).includes('7707083893'));
    }
  });
});

describe('the Scrubbed type and loopback pass-through', () => {
  it('only scrubbed parts and code literals make a message', () => {
    const session = createScrubber();
    const doc = session.scrub('ИНН 7707083893');
    const msg: Scrubbed<string> = scrubbedMessage`Document:\n${doc}`;
    assert.equal(msg, 'Document:\n' + 'ИНН [INN_1]');
    // @ts-expect-error raw text is not Scrubbed: this line must not compile
    const raw: Scrubbed<string> = 'ИНН 7707083893';
    assert.ok(raw);
    assert.deepEqual(placeholderCounts([msg, '[INN_1] [ORG_3] [FOO_1]']), { inn: 2, org: 1 });
  });

  it('raw text passes only to loopback endpoints', () => {
    assert.equal(passThroughForLoopback('raw', 'http://127.0.0.1:11434/v1'), 'raw');
    assert.throws(() => passThroughForLoopback('raw', 'https://api.example.com/v1'));
    assert.throws(() => passThroughForLoopback('raw', 'http://192.168.1.5:8080/v1'));
  });

  it('loopback detection', () => {
    for (const url of ['http://127.0.0.1:8080/v1', 'http://127.10.0.1/v1', 'http://localhost:11434/v1', 'http://api.localhost/v1', 'http://[::1]:8000/v1', 'http://[::ffff:127.0.0.1]/v1', 'http://2130706433/v1']) {
      assert.ok(isLoopbackUrl(url), url);
    }
    for (const url of ['http://10.0.0.1/v1', 'http://0.0.0.0/v1', 'https://api.openai.com/v1', 'http://localhost.evil.com/v1', 'http://[::2]/v1', 'not a url', 'http://128.0.0.1/v1']) {
      assert.ok(!isLoopbackUrl(url), url);
    }
  });
});
