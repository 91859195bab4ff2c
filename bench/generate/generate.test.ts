import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAMILIES, familiesOf, generate } from './index';
import { innValid } from './names';
import { POOLS } from './html';
import { isHeldOnly } from './phrases/types';
import { esc } from './html';

const cents = (n: number): number => Math.round(n * 100);

test('the same seed gives byte-identical HTML and truth; another seed another document', () => {
  for (const f of FAMILIES) {
    const a = generate(f, 7, 3);
    const b = generate(f, 7, 3);
    assert.equal(a.html, b.html, f.name);
    assert.deepEqual(a.truth, b.truth, f.name);
    assert.notEqual(generate(f, 8, 3).html, a.html, f.name);
  }
});

test('truth is arithmetically consistent for many seeds in every family', () => {
  for (const f of FAMILIES) {
    for (let seed = 0; seed < 40; seed++) {
      const g = generate(f, seed, seed % 5);
      const d = g.doc;
      const t = g.truth;
      const where = `${f.name} seed ${seed}`;
      assert.ok(t.lines.length >= (f.features.rows?.[0] ?? 1) && t.lines.length <= (f.features.rows?.[1] ?? 30), where);
      for (const l of d.lines) {
        const amount = d.mode === 'incl' ? l.gross : l.net;
        assert.equal(cents(amount), Math.round(Math.round(l.qty * 1000) * cents(l.price) / 1000), `${where}: qty × price`);
        if (d.mode === 'excl') assert.equal(cents(l.gross), cents(l.net) + cents(l.vat), `${where}: line net + VAT`);
      }
      const sum = d.lines.reduce((s, l) => s + cents(d.mode === 'incl' ? l.gross : l.net), 0);
      assert.equal(sum, cents(d.subtotal), `${where}: lines sum to the subtotal`);
      if (d.mode === 'excl') assert.equal(cents(d.net), cents(d.subtotal) - cents(d.discount) + cents(d.shipping), `${where}: net = subtotal − discount + shipping`);
      else assert.equal(cents(d.gross), cents(d.subtotal), `${where}: incl lines sum to the gross`);
      assert.equal(cents(t.total_gross), cents(d.net) + cents(t.total_tax), `${where}: net + VAT = gross`);
      if (t.total_net !== undefined) assert.equal(cents(t.total_net) + cents(t.total_tax), cents(t.total_gross), where);
      assert.equal(cents(d.vatByRate.reduce((s, v) => s + v.vat, 0)), cents(d.vat), `${where}: VAT by rate sums`);
      assert.match(t.date, /^\d{4}-\d{2}-\d{2}$/, where);
      for (const [i, l] of t.lines.entries()) {
        const line = d.lines[i];
        assert.ok(line, where);
        assert.equal(l.amount, g.truth.lines[i]?.amount, where);
        assert.ok(l.amount === line.gross || l.amount === line.net, `${where}: line amount is a printed amount`);
      }
    }
  }
});

test('every family prints the number, the date and each item name of its truth', () => {
  for (const f of FAMILIES) {
    for (let seed = 0; seed < 15; seed++) {
      const g = generate(f, seed, 0);
      const text = g.html;
      assert.ok(text.includes(esc(g.truth.number)), `${f.name} ${seed}: number ${g.truth.number}`);
      const d = g.doc.date;
      assert.ok(text.includes(String(d.y)) && new RegExp(`(^|[^0-9])0?${d.d}([^0-9]|$)`).test(text), `${f.name} ${seed}: date`);
      for (const l of g.truth.lines) assert.ok(text.includes(esc(l.name)), `${f.name} ${seed}: item ${l.name}`);
      assert.ok(text.includes(esc(g.truth.seller.name)), `${f.name} ${seed}: seller`);
      assert.ok(text.includes(esc(g.truth.buyer.name)), `${f.name} ${seed}: buyer`);
    }
  }
});

test('Russian INNs have valid check digits (10 digits for companies, 12 for sole traders)', () => {
  let n = 0;
  for (const f of FAMILIES.filter((x) => x.langs.includes('ru'))) {
    for (let seed = 0; seed < 30; seed++) {
      const g = generate(f, seed, 1);
      if (g.doc.lang !== 'ru') continue;
      for (const p of [g.doc.seller, g.doc.buyer]) {
        assert.ok(p.inn && innValid(p.inn), `${f.name} ${seed}: ${p.inn}`);
        assert.equal(p.inn.length, p.name.startsWith('ИП') || p.name.startsWith('Индивидуальный') ? 12 : 10);
        n++;
      }
    }
  }
  assert.ok(n > 100);
  assert.ok(innValid('7707083893') && !innValid('7707083894'));
});

test('the dev/held split is disjoint, each set non-empty, every kind has a held family', () => {
  const dev = familiesOf('dev');
  const held = familiesOf('held');
  assert.ok(dev.length > 0 && held.length > 0);
  assert.equal(new Set([...dev, ...held].map((f) => f.name)).size, FAMILIES.length);
  // The held families stay as they were first set (their figures compare across sessions); the dev
  // set grows as new layouts are drawn, up to three in four families.
  assert.ok(dev.length / FAMILIES.length >= 0.5 && dev.length / FAMILIES.length <= 0.75);
  for (const k of new Set(FAMILIES.map((f) => f.kind))) assert.ok(held.some((f) => f.kind === k), `held ${k}`);
});

test('phrasing pools: about one in four held-only, and dev documents never print a held-only phrasing', () => {
  for (const [lang, pools] of Object.entries(POOLS)) {
    for (const [label, pool] of Object.entries(pools)) {
      if (!pool || pool.length < 3 || ['thanks', 'page', 'deposit', 'iban'].includes(label)) continue;
      const heldOnly = pool.filter(isHeldOnly).length;
      assert.ok(heldOnly >= 1 && heldOnly <= Math.ceil(pool.length / 3), `${lang} ${label}`);
    }
  }
  for (const [lang, pools] of Object.entries(POOLS)) {
    const all = Object.values(pools).flat();
    const dev = new Set(all.filter((p) => !isHeldOnly(p)));
    for (const p of all.filter(isHeldOnly)) assert.ok(!dev.has(p.slice(1)), `${lang}: held-only ${p} is also a dev phrasing`);
  }
  const heldPhrases = new Set(Object.values(POOLS).flatMap((p) => Object.values(p).flat()).filter((s): s is string => typeof s === 'string' && isHeldOnly(s)).map((s) => s.slice(1)));
  for (const f of familiesOf('dev')) {
    for (let seed = 0; seed < 10; seed++) {
      const html = generate(f, seed, 2).html;
      for (const h of heldPhrases) {
        // A held-only phrasing may still occur inside other text (a longer dev phrasing): check it as a whole cell/label.
        assert.ok(!html.includes(`>${esc(h)}<`) && !html.includes(`>${esc(h)}:`), `${f.name} ${seed}: ${h}`);
      }
    }
  }
});
