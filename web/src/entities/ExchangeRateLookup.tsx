import { useQuery } from '@apollo/client/react';
import { Card, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { businessDate } from '../../../model/businessDate.ts';
import { CNY, USD } from '../../../model/masterData/index.ts';
import {
  ExchangeRateDictionariesDocument,
  ExchangeRateLookupDocument,
} from '../__generated__/graphql.ts';
import { formatDecimal } from '../components/list/format.ts';

/** The /basic/rate list's card: which rate to CNY is in force for a currency on a date. */
export function ExchangeRateLookup() {
  const dictionaries = useQuery(ExchangeRateDictionariesDocument);
  const entries = dictionaries.data?.FYBZ ?? [];
  const currencies = entries.filter((d) => d.dictCode !== CNY);
  const cnyName = entries.find((d) => d.dictCode === CNY)?.dictName ?? '人民币';
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState(() => businessDate());
  // US dollars until another is picked: the rate staff look up most.
  const currency =
    chosen ?? currencies.find((c) => c.dictCode === USD)?.dictCode ?? currencies[0]?.dictCode ?? '';
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const lookup = useQuery(ExchangeRateLookupDocument, {
    variables: { originalCurrency: currency, date },
    skip: currency === '' || !validDate,
    // Rates change on this very page; an answer from before an edit would mislead.
    fetchPolicy: 'network-only',
  });
  const found = lookup.data?.currentExchangeRate;
  const currencyName = currencies.find((c) => c.dictCode === currency)?.dictName ?? '';

  let answer: string;
  if (currency === '') answer = '请选择原币种';
  else if (!validDate) answer = '请选择日期';
  else if (lookup.loading) answer = '查询中…';
  else if (lookup.error) answer = '查询失败，请稍后重试';
  else if (!found) answer = `${date} 没有${currencyName}的有效汇率`;
  else {
    const range =
      found.startDate && found.endDate ? `（有效期 ${found.startDate} 至 ${found.endDate}）` : '';
    answer = `1 ${found.originalCurrency.name} = ${formatDecimal(found.exchangeRate, 6)} ${found.exchangeCurrency.name}${range}`;
  }

  return (
    <Card.Root size="sm" variant="subtle" as="section" aria-label="按日期查汇率">
      <Card.Body>
        <Flex gap="4" align="flex-end" wrap="wrap">
          <Heading as="h2" size="sm" alignSelf="center" minWidth="max-content">
            按日期查汇率
          </Heading>
          <Field.Root width="40">
            <Field.Label>原币种</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={currency} onChange={(e) => setChosen(e.target.value)}>
                {currency === '' ? <option value="">请选择</option> : null}
                {currencies.map((c) => (
                  <option key={c.id} value={c.dictCode}>
                    {c.dictName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="44">
            <Field.Label>日期</Field.Label>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field.Root>
          <Stack gap="1.5">
            <Text textStyle="sm" fontWeight="medium">
              折算币种
            </Text>
            <Text lineHeight="8">{cnyName}</Text>
          </Stack>
          <Text role="status" aria-live="polite" lineHeight="8" fontWeight="medium" flex="1">
            {answer}
          </Text>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
