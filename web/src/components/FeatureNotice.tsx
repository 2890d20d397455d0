import { Alert } from '@chakra-ui/react';
import { FEATURE_NOTICE, backendFeatures, type BackendFeature } from '../../../model/features.ts';

/**
 * In place of a part (or a whole page) that needs a feature the back end lacks: says so, rather
 * than an empty list that would read as "no data".
 */
export function FeatureNotice({ feature }: { feature: BackendFeature }) {
  return (
    <Alert.Root status="info" data-testid="feature-notice" data-feature={feature}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FEATURE_NOTICE}</Alert.Title>
        <Alert.Description>
          「{backendFeatures[feature]}
          」需要本系统自带的后端服务；当前连接的后端没有提供，其余功能不受影响。
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
