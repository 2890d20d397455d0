import { Box, Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikValues } from 'formik';
import { Children, useState } from 'react';
import type { ReactNode } from 'react';

export interface SearchFormProps<V extends FormikValues> {
  /** The applied search (e.g. useListState().search); the form follows it on back/forward. */
  values: V;
  /** What 重置 returns to (usually the list's defaults). */
  emptyValues: V;
  /** Runs on 查询 and after 重置 with the typed values. */
  onSearch: (values: V) => void;
  /** The search fields (TextField, SelectField, DictSelect …), one grid cell each. */
  children: ReactNode;
  /** Fields shown while folded; default 3 (the fourth cell holds the buttons). */
  foldedCount?: number;
}

/**
 * The search card's form: a 4-column grid that folds to one row (展开/收起), with 查询 and 重置.
 */
export function SearchForm<V extends FormikValues>({
  values,
  emptyValues,
  onSearch,
  children,
  foldedCount = 3,
}: SearchFormProps<V>) {
  const [expanded, setExpanded] = useState(false);
  // Folded fields are drawn when the form is first unfolded (a list's dozen of pickers and selects
  // took its first showing some 60–80 ms), and kept after: their values live in the form's state
  // and count in the search whether drawn or not.
  const [unfolded, setUnfolded] = useState(false);
  const fields = Children.toArray(children);
  const foldable = fields.length > foldedCount;
  return (
    <Formik<V> initialValues={values} enableReinitialize onSubmit={(v) => onSearch(v)}>
      {({ resetForm }) => (
        <Form role="search" aria-label="查询条件">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" alignItems="end">
            {fields.map((field, i) => {
              const folded = foldable && i >= foldedCount;
              if (folded && !unfolded) return null;
              return (
                <Box key={i} hidden={folded && !expanded}>
                  {field}
                </Box>
              );
            })}
            <HStack gap="2" justify="flex-end" gridColumn={{ lg: expanded ? '4' : undefined }}>
              <Button type="submit">查询</Button>
              <Button
                variant="outline"
                onClick={() => {
                  resetForm({ values: emptyValues });
                  onSearch(emptyValues);
                }}
              >
                重置
              </Button>
              {foldable ? (
                <Button
                  variant="plain"
                  px="1"
                  aria-expanded={expanded}
                  onClick={() => {
                    setUnfolded(true);
                    setExpanded((e) => !e);
                  }}
                >
                  {expanded ? '收起' : '展开'}
                </Button>
              ) : null}
            </HStack>
          </SimpleGrid>
        </Form>
      )}
    </Formik>
  );
}
