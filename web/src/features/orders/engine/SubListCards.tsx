import { Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { OrderField } from '../../../../../model/orders/index.ts';
import type { FormikValues } from 'formik';
import { nameOf } from '../../../../../model/orders/index.ts';
import type { OrderSubList } from '../../../../../model/orders/index.ts';
import { FieldGrid, FullRow, LineItemsField } from '../../../components/form/index.ts';
import { lineColumnsFor } from '../../../entities/kit/index.ts';
import { OrderFieldInput } from './OrderFieldInput.tsx';
import type { OrderOptions } from './useOrderOptions.ts';
import { emptyJsonRow, emptySubListRow } from './values.ts';

export interface SubListCardsProps {
  sub: OrderSubList;
  options: OrderOptions;
  disabled: boolean;
}

/**
 * A sub-list whose rows carry lists of their own (a transport company with its vehicles and
 * containers) or too many fields for a table row (goods): a card per row with the row's fields in
 * the grid and each nested list as a table. A picked record fills the fields it brings (an HS
 * code: goods number, declaration elements).
 */
export function SubListCards({ sub, options, disabled }: SubListCardsProps) {
  const { values, errors, setFieldValue } = useFormikContext<FormikValues>();
  const fillFrom = (field: OrderField, index: number) => {
    const fill = field.fill;
    if (!fill || field.kind !== 'ref') return undefined;
    const apply = async (record: { id: string; label: string }) => {
      const found = await options.recordOf(field.entity, record.id);
      if (!found) return;
      for (const [name, from] of Object.entries(fill)) {
        void setFieldValue(`${sub.name}.${index}.${name}`, found[from] ?? '');
      }
      void setFieldValue(`${sub.name}.${index}.${nameOf(field.name)}`, record.label);
    };
    return (record: { id: string; label: string } | null) => {
      if (record) void apply(record);
    };
  };
  const rows = (getIn(values, sub.name) as Record<string, unknown>[] | undefined) ?? [];
  const listError: unknown = getIn(errors, sub.name);
  return (
    <FieldArray name={sub.name}>
      {(helpers) => (
        <Stack gap="3" role="group" aria-label={sub.label}>
          {rows.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              暂无{sub.label}
            </Text>
          ) : null}
          {rows.map((row, i) => (
            <Card.Root
              key={i}
              size="sm"
              variant="subtle"
              role="group"
              aria-label={`${sub.label}${i + 1}`}
            >
              <Card.Header pb="1">
                <Flex justify="space-between" align="center">
                  <Text fontWeight="medium" fontSize="sm">
                    {sub.label} {i + 1}
                  </Text>
                  {disabled ? null : (
                    <Button
                      size="xs"
                      variant="plain"
                      color="red.600"
                      onClick={() => helpers.remove(i)}
                      aria-label={`删除${sub.label}${i + 1}`}
                    >
                      删除
                    </Button>
                  )}
                </Flex>
              </Card.Header>
              <Card.Body pt="1">
                <FieldGrid columns={4}>
                  {sub.fields.map((field) => {
                    const label = row[nameOf(field.name)];
                    return (
                      <OrderFieldInput
                        key={field.name}
                        field={field}
                        path={`${sub.name}.${i}.${field.name}`}
                        options={options}
                        disabled={disabled}
                        recordLabel={typeof label === 'string' && label ? label : undefined}
                        onPick={fillFrom(field, i)}
                      />
                    );
                  })}
                  {(sub.jsonLists ?? []).map((list) => (
                    <FullRow key={list.name}>
                      <Box role="group" aria-label={`${list.label}（${sub.label}${i + 1}）`}>
                        <LineItemsField
                          name={`${sub.name}.${i}.${list.graphqlName}`}
                          label={list.label}
                          columns={lineColumnsFor(list.fields, options.kit)}
                          newRow={() => emptyJsonRow(list)}
                          maxRows={list.max}
                          disabled={disabled}
                          addText={`添加${list.label}`}
                        />
                      </Box>
                    </FullRow>
                  ))}
                </FieldGrid>
              </Card.Body>
            </Card.Root>
          ))}
          {typeof listError === 'string' ? (
            <Text color="fg.error" fontSize="sm">
              {listError}
            </Text>
          ) : null}
          {disabled || (sub.max !== undefined && rows.length >= sub.max) ? null : (
            <Box>
              <Button
                size="sm"
                variant="outline"
                onClick={() => helpers.push(emptySubListRow(sub))}
              >
                添加{sub.label}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </FieldArray>
  );
}
