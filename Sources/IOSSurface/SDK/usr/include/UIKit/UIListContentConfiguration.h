// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
// https://developer.apple.com/documentation/uikit/uilistcontentview
// In Swift UIListContentConfiguration is a struct and UIListContentView takes it: both are in the UIKit overlay
// (TablesConfiguration.swift); the Objective-C class below is refined for Swift, as in Apple's SDK.
#import <Foundation/Foundation.h>
#import <UIKit/UIContentConfiguration.h>

NS_ASSUME_NONNULL_BEGIN

@class UIImage, NSAttributedString;

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UIListContentConfiguration : NSObject <UIContentConfiguration, NSSecureCoding>
+ (instancetype)cellConfiguration;
+ (instancetype)subtitleCellConfiguration;
+ (instancetype)valueCellConfiguration;
+ (instancetype)headerConfiguration;
+ (instancetype)footerConfiguration;
@property (nonatomic, strong, nullable) UIImage *image;
@property (nonatomic, copy, nullable) NSString *text;
@property (nonatomic, copy, nullable) NSAttributedString *attributedText;
@property (nonatomic, copy, nullable) NSString *secondaryText;
@property (nonatomic, copy, nullable) NSAttributedString *secondaryAttributedText;
@end

NS_ASSUME_NONNULL_END
