import { Alert, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FEATURE_NOTICE, backendFeatures, type BackendFeature } from '../../../model/features.ts';

/**
 * In place of a part (or a whole page) that needs a feature the back end lacks: says so, rather
 * than an empty list that would read as "no data".
 */
export function FeatureNotice({
  feature,
  children = '其余功能不受影响。',
}: {
  feature: BackendFeature;
  /** What the user goes without, or may do instead (default: the rest works as before). */
  children?: ReactNode;
}) {
  return (
    <Alert.Root status="info" data-testid="feature-notice" data-feature={feature}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FEATURE_NOTICE}</Alert.Title>
        <Alert.Description>
          「{backendFeatures[feature]}
          」需要本系统自带的后端服务；当前连接的后端没有提供，{children}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * In place of a control that needs a feature the back end lacks, one line saying so and what the
 * user can do instead (a bulk bar's 选择全部, a progress bar's late marks).
 */
export function FeatureNote({
  feature,
  children,
}: {
  feature: BackendFeature;
  children: ReactNode;
}) {
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      data-testid="feature-note"
      data-feature={feature}
      title={FEATURE_NOTICE}
    >
      当前后端未提供「{backendFeatures[feature]}」功能，{children}
    </Text>
  );
}
