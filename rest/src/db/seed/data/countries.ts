// 国家和地区（ISO 3166-1 二字码），中英文名取自 i18n-iso-countries，港澳台按国内业务习惯称呼。
import countryNames from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

export interface CountrySeed {
  code: string;
  nameEn: string;
  nameCn: string;
}

countryNames.registerLocale(en);
countryNames.registerLocale(zh);

const chineseNameOverrides: Record<string, string> = {
  HK: '中国香港',
  MO: '中国澳门',
  TW: '中国台湾',
};

/** 国家的中文名；未知代码抛错，以免种子数据里混进错误代码。 */
export function countryNameCn(code: string): string {
  const name = chineseNameOverrides[code] ?? countryNames.getName(code, 'zh');
  if (name === undefined) throw new Error(`未知的国家代码：${code}`);
  return name;
}

export const countries: CountrySeed[] = Object.keys(countryNames.getAlpha2Codes())
  .sort()
  .map((code) => ({
    code,
    nameEn: countryNames.getName(code, 'en') ?? code,
    nameCn: countryNameCn(code),
  }));
