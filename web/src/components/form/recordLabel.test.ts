import { describe, expect, it } from 'vitest';
import { chosenRecord, offeredRecords } from './recordLabel.ts';

const hamburg = { id: '166', label: '汉堡' };
const ningbo = { id: '12', label: '宁波' };

describe('chosenRecord', () => {
  it('names the value from what the picker knows before the label the page passed', () => {
    expect(chosenRecord('166', [null, ningbo, hamburg], '旧名称')).toEqual(hamburg);
  });

  it('falls back to the passed label when no offered record has the id (a saved record)', () => {
    expect(chosenRecord('166', [ningbo, undefined], '汉堡')).toEqual(hamburg);
  });

  it('knows no record without a value, or without any name for it', () => {
    expect(chosenRecord(null, [hamburg], '汉堡')).toBeNull();
    expect(chosenRecord('', [hamburg], '汉堡')).toBeNull();
    expect(chosenRecord('999', [hamburg, ningbo])).toBeNull();
  });
});

describe('offeredRecords', () => {
  it('keeps the chosen record offered after the loaded ones, once', () => {
    expect(offeredRecords([ningbo], [hamburg, null])).toEqual([ningbo, hamburg]);
    expect(offeredRecords([ningbo, hamburg], [hamburg])).toEqual([ningbo, hamburg]);
  });
});
